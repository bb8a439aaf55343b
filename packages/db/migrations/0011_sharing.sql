CREATE TABLE "deck_versions" (
	"id" text PRIMARY KEY NOT NULL,
	"deck_id" text NOT NULL REFERENCES "decks"("id") ON DELETE cascade,
	"owner_id" text NOT NULL REFERENCES "user"("id") ON DELETE cascade,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"message_id" text,
	"slide_count" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"created_at" bigint NOT NULL
);--> statement-breakpoint
CREATE INDEX "deck_versions_deck_created_idx" ON "deck_versions" USING btree ("deck_id","created_at");--> statement-breakpoint
CREATE TABLE "share_links" (
	"id" text PRIMARY KEY NOT NULL,
	"deck_id" text NOT NULL REFERENCES "decks"("id") ON DELETE cascade,
	"owner_id" text NOT NULL REFERENCES "user"("id") ON DELETE cascade,
	"version_id" text NOT NULL REFERENCES "deck_versions"("id") ON DELETE cascade,
	"label" text NOT NULL,
	"token" text NOT NULL UNIQUE,
	"require_email" boolean NOT NULL,
	"passcode_hash" text,
	"allow_download" boolean NOT NULL,
	"expires_at" bigint,
	"revoked_at" bigint,
	"created_at" bigint NOT NULL
);--> statement-breakpoint
CREATE INDEX "share_links_deck_created_idx" ON "share_links" USING btree ("deck_id","created_at");--> statement-breakpoint
CREATE TABLE "share_views" (
	"id" text PRIMARY KEY NOT NULL,
	"link_id" text NOT NULL REFERENCES "share_links"("id") ON DELETE cascade,
	"deck_id" text NOT NULL REFERENCES "decks"("id") ON DELETE cascade,
	"owner_id" text NOT NULL REFERENCES "user"("id") ON DELETE cascade,
	"version_id" text NOT NULL REFERENCES "deck_versions"("id") ON DELETE cascade,
	"view_token" text NOT NULL UNIQUE,
	"viewer_id" text NOT NULL,
	"viewer_email" text,
	"visit" integer NOT NULL,
	"device" text NOT NULL,
	"slide_count" integer NOT NULL,
	"slide_ms" jsonb NOT NULL,
	"total_ms" integer DEFAULT 0 NOT NULL,
	"last_slide" integer DEFAULT 0 NOT NULL,
	"batches" integer DEFAULT 0 NOT NULL,
	"started_at" bigint NOT NULL,
	"last_seen_at" bigint NOT NULL,
	"ended_at" bigint
);--> statement-breakpoint
CREATE INDEX "share_views_deck_started_idx" ON "share_views" USING btree ("deck_id","started_at");--> statement-breakpoint
CREATE INDEX "share_views_owner_seen_idx" ON "share_views" USING btree ("owner_id","last_seen_at");--> statement-breakpoint
CREATE INDEX "share_views_link_viewer_idx" ON "share_views" USING btree ("link_id","viewer_id");
