/**
 * One lookup shared by every caller asking about the same key within `windowMs`: ten thousand open tabs of
 * one session re-check it with one query, not ten thousand. A lookup that fails is not shared, so the next
 * caller asks again.
 */
export function sharedLookups<T>(windowMs: number) {
  const recent = new Map<string, { at: number; result: Promise<T> }>();
  return (key: string, lookup: () => Promise<T>): Promise<T> => {
    const now = Date.now();
    const hit = recent.get(key);
    if (hit && now - hit.at < windowMs) return hit.result;
    const result = lookup();
    recent.set(key, { at: now, result });
    const forget = () => {
      if (recent.get(key)?.result === result) recent.delete(key);
    };
    result.catch(forget);
    setTimeout(forget, windowMs).unref();
    return result;
  };
}
