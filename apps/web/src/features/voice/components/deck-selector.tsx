import type { Deck } from "@pds/contracts";

export const FREESTYLE = "freestyle";

interface Props {
  id: string;
  decks: readonly Deck[] | undefined;
  error: string | null;
  value: string;
  onChange: (value: string) => void;
}

/** The user's decks, or "Practice without a deck" (freestyle). */
export function DeckSelector({ id, decks, error, value, onChange }: Props) {
  const loading = decks === undefined && !error;
  return (
    <div className="flex flex-col gap-1.5">
      <select
        id={id}
        value={loading ? "" : value}
        disabled={loading}
        aria-busy={loading}
        onChange={(event) => onChange(event.target.value)}
        className="h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent-600 disabled:bg-slate-100 disabled:text-slate-500"
      >
        <option value="" disabled>
          {loading ? "Loading decks..." : "Select a pitch deck"}
        </option>
        {decks?.map((deck) => (
          <option key={deck._id} value={deck._id}>
            {deck.title || "Untitled Deck"}
          </option>
        ))}
        {loading ? null : <option value={FREESTYLE}>Practice without a deck</option>}
      </select>
      {error ? (
        <p className="text-sm text-red-700">
          We couldn&apos;t load your decks. You can still practise without one.
        </p>
      ) : decks && decks.length === 0 ? (
        <p className="text-sm text-slate-500">No decks yet: practise freestyle, or create a deck first.</p>
      ) : null}
    </div>
  );
}
