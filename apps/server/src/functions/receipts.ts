import { and, eq, schema, type Tx } from "@pds/db";
import { AppError } from "../lib/app-error.ts";

/** The receipt of one user's request id: ids are the caller's own, so they are scoped by user. */
const receiptOf = (requestId: string, userId: string) =>
  and(eq(schema.mutationReceipts.userId, userId), eq(schema.mutationReceipts.requestId, requestId));

/**
 * Exactly-once mutations: the first call with a request id claims it inside the mutation's transaction;
 * a resend (after a reconnect) finds the stored answer instead of applying the change again.
 * Returns the stored answer when this user already applied this request id, or null after claiming it.
 */
export async function claimReceipt(
  tx: Tx,
  requestId: string,
  userId: string,
): Promise<{ value: unknown } | null> {
  const claimed = await tx
    .insert(schema.mutationReceipts)
    .values({ requestId, userId, result: null, createdAt: Date.now() })
    .onConflictDoNothing()
    .returning({ requestId: schema.mutationReceipts.requestId });
  if (claimed.length > 0) return null;
  const [row] = await tx.select().from(schema.mutationReceipts).where(receiptOf(requestId, userId));
  // Only this user's own receipt can conflict; seeing none means it vanished between the two statements.
  if (!row) throw new AppError("CONFLICT", "That request is being applied; try again.");
  return (row.result as { value: unknown } | null) ?? { value: null };
}

/** Store the answer of a claimed request id, in the same transaction as the change it answers. */
export async function storeReceipt(tx: Tx, requestId: string, userId: string, value: unknown): Promise<void> {
  await tx
    .update(schema.mutationReceipts)
    .set({ result: { value: value ?? null } })
    .where(receiptOf(requestId, userId));
}
