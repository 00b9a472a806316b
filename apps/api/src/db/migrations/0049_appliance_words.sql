CREATE TABLE "appliance_words" (
	"appliance_id" integer NOT NULL,
	"word" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "appliance_words_key" ON "appliance_words" USING btree ("appliance_id",("word" collate "C"));--> statement-breakpoint
CREATE INDEX "appliance_words_word_idx" ON "appliance_words" USING btree (("word" collate "C"),"appliance_id");