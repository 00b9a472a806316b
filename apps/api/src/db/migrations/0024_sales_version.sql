CREATE TABLE "sales_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "sales_version_one_row" CHECK ("sales_version"."id" = 1)
);
