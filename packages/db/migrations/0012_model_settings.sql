CREATE TABLE "model_settings" (
	"user_id" text PRIMARY KEY NOT NULL REFERENCES "user"("id") ON DELETE cascade,
	"provider" text NOT NULL,
	"model" text NOT NULL,
	"base_url" text,
	"api_key_sealed" text,
	"updated_at" bigint NOT NULL
);
