CREATE TABLE "generation_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"deck_id" text NOT NULL,
	"owner_id" text NOT NULL,
	"status" text NOT NULL,
	"slides_written" integer DEFAULT 0 NOT NULL,
	"engine" text NOT NULL,
	"error" text,
	"started_at" bigint NOT NULL,
	"finished_at" bigint
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" text PRIMARY KEY NOT NULL,
	"deck_id" text NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"status" text DEFAULT 'done' NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "generation_runs" ADD CONSTRAINT "generation_runs_deck_id_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generation_runs" ADD CONSTRAINT "generation_runs_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_deck_id_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generation_runs_owner_started_idx" ON "generation_runs" USING btree ("owner_id","started_at");--> statement-breakpoint
CREATE INDEX "generation_runs_deck_started_idx" ON "generation_runs" USING btree ("deck_id","started_at");--> statement-breakpoint
CREATE INDEX "messages_deck_created_idx" ON "messages" USING btree ("deck_id","created_at");