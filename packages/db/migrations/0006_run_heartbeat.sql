ALTER TABLE "generation_runs" ADD COLUMN "heartbeat_at" bigint;--> statement-breakpoint
ALTER TABLE "research_runs" ADD COLUMN "heartbeat_at" bigint;