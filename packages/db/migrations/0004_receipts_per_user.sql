DROP INDEX "mutation_receipts_request_idx";--> statement-breakpoint
ALTER TABLE "mutation_receipts" ADD CONSTRAINT "mutation_receipts_pkey" PRIMARY KEY("user_id","request_id");