CREATE TABLE "research_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"deck_id" text NOT NULL,
	"owner_id" text NOT NULL,
	"status" text NOT NULL,
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"started_at" bigint NOT NULL,
	"finished_at" bigint
);
--> statement-breakpoint
CREATE TABLE "slide_citations" (
	"id" text PRIMARY KEY NOT NULL,
	"slide_id" text NOT NULL,
	"source_id" text NOT NULL,
	"claim" text DEFAULT '' NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sources" (
	"id" text PRIMARY KEY NOT NULL,
	"deck_id" text NOT NULL,
	"owner_id" text NOT NULL,
	"kind" text NOT NULL,
	"url" text,
	"title" text NOT NULL,
	"quote" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"run_id" text,
	"fetched_at" bigint NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voice_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"firm_tag" text NOT NULL,
	"deck_id" text,
	"status" text NOT NULL,
	"started_at" bigint NOT NULL,
	"ended_at" bigint,
	"audio_seconds" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "research_runs" ADD CONSTRAINT "research_runs_deck_id_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_runs" ADD CONSTRAINT "research_runs_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slide_citations" ADD CONSTRAINT "slide_citations_slide_id_slides_id_fk" FOREIGN KEY ("slide_id") REFERENCES "public"."slides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slide_citations" ADD CONSTRAINT "slide_citations_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sources" ADD CONSTRAINT "sources_deck_id_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sources" ADD CONSTRAINT "sources_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_sessions" ADD CONSTRAINT "voice_sessions_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "research_runs_deck_started_idx" ON "research_runs" USING btree ("deck_id","started_at");--> statement-breakpoint
CREATE INDEX "slide_citations_slide_idx" ON "slide_citations" USING btree ("slide_id");--> statement-breakpoint
CREATE INDEX "slide_citations_source_idx" ON "slide_citations" USING btree ("source_id");--> statement-breakpoint
CREATE INDEX "sources_deck_created_idx" ON "sources" USING btree ("deck_id","created_at");--> statement-breakpoint
CREATE INDEX "voice_sessions_owner_started_idx" ON "voice_sessions" USING btree ("owner_id","started_at");