import { limits, type Slide } from "@pds/contracts";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import type { SaveResult, SlideChanges } from "../hooks/use-slide-actions.ts";
import { SlideConflictDialog } from "./slide-conflict-dialog.tsx";

interface Props {
  /** The slide as it is now (live: another tab's save shows up here while the form is open). */
  slide: Slide;
  onCancel: () => void;
  /** Save `edited` as changes to `base`, the copy it was made from. */
  onSave: (edited: Required<SlideChanges>, base: Slide) => Promise<SaveResult>;
  onDirtyChange: (dirty: boolean) => void;
}

const fieldClass =
  "w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-accent-500 focus:ring-2 focus:ring-accent-200 focus:outline-none disabled:bg-slate-50";

export function SlideEditorForm({ slide, onCancel, onSave, onDirtyChange }: Props) {
  const ids = { title: useId(), content: useId(), notes: useId() };
  const [fields, setFields] = useState({ title: slide.title, content: slide.content, notes: slide.notes });
  const [saving, setSaving] = useState(false);
  // The copy the founder started from: its version goes with the save, so a newer one is never reverted.
  const [base] = useState(slide);
  const [conflict, setConflict] = useState(false);
  const save = async (from: Slide) => {
    setSaving(true);
    const result = await onSave(fields, from);
    setSaving(false);
    setConflict(result === "conflict");
  };
  const titleInput = useRef<HTMLInputElement>(null);
  // The Edit (or Add slide) button that opened the form is gone now; the title is where editing starts.
  useEffect(() => titleInput.current?.focus(), []);
  const set = (key: keyof typeof fields, value: string) => {
    const next = { ...fields, [key]: value };
    setFields(next);
    onDirtyChange(next.title !== slide.title || next.content !== slide.content || next.notes !== slide.notes);
  };
  return (
    <form
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        void save(base);
      }}
    >
      <SlideConflictDialog
        open={conflict}
        theirs={slide}
        yours={fields}
        busy={saving}
        // Saved over the version now shown as theirs; if that too is already stale, the dialog stays.
        onKeepMine={() => void save(slide)}
        onUseTheirs={() => {
          setConflict(false);
          onCancel();
        }}
        onClose={() => setConflict(false)}
      />
      <div className="flex flex-col gap-1.5">
        <div className="flex items-center justify-between">
          <label htmlFor={ids.title} className="text-sm font-medium text-slate-700">
            Title
          </label>
          <span className="text-xs text-slate-500 tabular-nums" aria-live="polite">
            {fields.title.length}/{limits.slideTitleMax}
          </span>
        </div>
        <input
          ref={titleInput}
          id={ids.title}
          value={fields.title}
          maxLength={limits.slideTitleMax}
          onChange={(event) => set("title", event.target.value)}
          disabled={saving}
          className={fieldClass}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={ids.content} className="text-sm font-medium text-slate-700">
          Narrative
        </label>
        <textarea
          id={ids.content}
          value={fields.content}
          rows={8}
          maxLength={limits.slideContentMax}
          onChange={(event) => set("content", event.target.value)}
          disabled={saving}
          className={fieldClass}
          aria-describedby={`${ids.content}-hint`}
        />
        <p id={`${ids.content}-hint`} className="text-xs text-slate-500">
          Each line becomes a bullet.
        </p>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={ids.notes} className="text-sm font-medium text-slate-700">
          Speaker notes
        </label>
        <textarea
          id={ids.notes}
          value={fields.notes}
          rows={3}
          maxLength={limits.slideNotesMax}
          onChange={(event) => set("notes", event.target.value)}
          disabled={saving}
          className={fieldClass}
          placeholder="What you will say on this slide"
        />
      </div>
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? "Saving…" : "Save slide"}
        </Button>
      </div>
    </form>
  );
}
