DROP INDEX "appliances_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "appliances" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(lower(code || ' ' || ean || ' ' || internal_code || ' ' || brand || ' ' || description), 'ÀÁÂÃÄÅĀĂĄàáâãäåāăąÇĆČçćčĎĐďđÈÉÊËĒĖĘĚèéêëēėęěĞğĢģÌÍÎÏĪĮİìíîïīįıĶķĹĺĻļĽľŁłÑŃŅŇñńņňÒÓÔÕÖØŌŐòóôõöøōőŔŘŕřŚŞŠśşšȘșŢŤţťȚțÙÚÛÜŪŮŰŲùúûüūůűųÝŸýÿŹŻŽźżž', 'aaaaaaaaaaaaaaaaaaccccccddddeeeeeeeeeeeeeeeeggggiiiiiiiiiiiiiikkllllllllnnnnnnnnoooooooooooooooorrrrssssssssttttttuuuuuuuuuuuuuuuuyyyyzzzzzz')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "appliances_internal_code_prefix_idx" ON "appliances" USING btree ((lower("internal_code") collate "C"),"id");--> statement-breakpoint
CREATE INDEX "appliances_type_code_idx" ON "appliances" USING btree ("type","code");--> statement-breakpoint
CREATE INDEX "appliances_brand_code_idx" ON "appliances" USING btree ("brand","code");--> statement-breakpoint
CREATE INDEX "appliances_price_idx" ON "appliances" USING btree ("price","code");--> statement-breakpoint
CREATE INDEX "appliances_type_brand_idx" ON "appliances" USING btree ("type","brand");--> statement-breakpoint
CREATE INDEX "appliances_search_trgm_idx" ON "appliances" USING gin ("search_text" gin_trgm_ops);