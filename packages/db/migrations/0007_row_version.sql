ALTER TABLE "decks" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "slides" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;