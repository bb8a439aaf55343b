ALTER TABLE "messages" ADD COLUMN "undo" jsonb;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "undone_at" bigint;
