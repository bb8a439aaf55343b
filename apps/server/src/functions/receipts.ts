import { and, eq, schema, type Database, type Tx } from "@pds/db";

/** The receipt of one user's request id: ids are the caller's own, so they are scoped by user. */
const receiptOf = (requestId: string, userId: string) =>
  and(eq(schema.mutationReceipts.userId, userId), eq(schema.mutationReceipts.requestId, requestId));

/**
 * Exactly-once mutations, with one receipt write per mutation: the answer is stored in the mutation's own
 * transaction, after its change. Returns false when this user's request id has an answer already (a resend
 * raced or followed the first application): the caller then rolls its transaction back and answers with
 * `findReceipt`, so the change is never applied twice.
 */
export async function storeReceipt(
  tx: Tx,
  requestId: string,
  userId: string,
  value: unknown,
): Promise<boolean> {
  const stored = await tx
    .insert(schema.mutationReceipts)
    .values({ requestId, userId, result: { value: value ?? null }, createdAt: Date.now() })
    .onConflictDoNothing()
    .returning({ requestId: schema.mutationReceipts.requestId });
  return stored.length > 0;
}

/** The answer this user's request id was given, or null when no mutation with it was applied. */
export async function findReceipt(
  db: Database | Tx,
  requestId: string,
  userId: string,
): Promise<{ value: unknown } | null> {
  const [row] = await db
    .select({ result: schema.mutationReceipts.result })
    .from(schema.mutationReceipts)
    .where(receiptOf(requestId, userId));
  if (!row) return null;
  return (row.result as { value: unknown } | null) ?? { value: null };
}
