/** Types of postgres.mjs, for the TypeScript benchmarks that start a throwaway PostgreSQL. */
export interface ThrowawayPostgres {
  url: string;
  stop(): Promise<void>;
}

export function startPostgres(options?: {
  onStop?: (stop: () => Promise<void>) => void;
}): Promise<ThrowawayPostgres>;

export function freePort(): Promise<number>;
