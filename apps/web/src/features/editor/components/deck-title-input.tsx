import { Pencil } from "lucide-react";
import { useState } from "react";

interface Props {
  title: string;
  dirty: boolean;
  onRename: (title: string) => void;
  /** Typing a new title (not yet committed): the editor keeps it on screen if the deck vanishes. */
  onEditingChange?: (editing: boolean) => void;
}

/** Inline rename: Enter or blur commits, Escape cancels. */
export function DeckTitleInput({ title, dirty, onRename, onEditingChange }: Props) {
  const [editing, setEditingState] = useState<string | null>(null);
  const setEditing = (value: string | null) => {
    setEditingState(value);
    onEditingChange?.(value !== null && value !== title);
  };
  if (editing === null) {
    return (
      <button
        type="button"
        onClick={() => setEditing(title)}
        className="group flex w-full min-w-0 items-center gap-2 rounded-lg px-2 py-1 text-left hover:bg-slate-100"
        aria-label={`Rename deck: ${title || "Untitled Deck"}`}
      >
        <span className="truncate text-base font-semibold text-slate-900" data-testid="deck-title">
          {title || "Untitled Deck"}
        </span>
        {dirty ? <span className="text-xs text-amber-600">(unsaved)</span> : null}
        <Pencil className="size-3.5 shrink-0 text-slate-400 group-hover:text-slate-600" aria-hidden="true" />
      </button>
    );
  }
  const finish = (commit: boolean) => {
    if (commit) onRename(editing);
    setEditing(null);
  };
  return (
    <input
      autoFocus
      aria-label="Deck title"
      value={editing}
      maxLength={200}
      onChange={(event) => setEditing(event.target.value)}
      onBlur={() => finish(true)}
      onKeyDown={(event) => {
        if (event.key === "Enter") {
          event.preventDefault();
          finish(true);
        } else if (event.key === "Escape") {
          event.preventDefault();
          finish(false);
        }
      }}
      className="w-full rounded-lg border border-accent-300 bg-white px-2 py-1 text-base font-semibold text-slate-900 focus:ring-2 focus:ring-accent-200 focus:outline-none"
    />
  );
}
