CREATE TABLE "clients_map_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "clients_map_version_one_row" CHECK ("clients_map_version"."id" = 1)
);
