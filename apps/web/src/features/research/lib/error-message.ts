/** The server's message for a failed call (SyncError carries it), or a fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message.trim()) return error.message;
  return fallback;
}
