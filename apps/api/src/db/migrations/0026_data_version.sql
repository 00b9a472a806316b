CREATE TABLE "data_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "data_version_one_row" CHECK ("data_version"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "data_version_marks" (
	"pid" integer PRIMARY KEY NOT NULL,
	"tx" bigint NOT NULL
);
