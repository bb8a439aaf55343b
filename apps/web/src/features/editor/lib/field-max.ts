/** A text field's character budget, read from its contracts schema so the counter and the server agree. */
export function maxOf(schema: { maxLength: number | null }): number {
  if (schema.maxLength === null) throw new Error("A slide text field needs a maximum length in its schema");
  return schema.maxLength;
}
