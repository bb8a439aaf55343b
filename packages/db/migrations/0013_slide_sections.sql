ALTER TABLE "slides" ADD COLUMN "section" text;
