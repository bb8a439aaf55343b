import { contentForBody, limits, type Slide, type SlideBody } from "@pds/contracts";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { changedFields, type SaveResult, type SlideEdit } from "../hooks/use-slide-actions.ts";
import { useDraftOverflow } from "../hooks/use-draft-overflow.ts";
import { FieldEnvContext, type FieldEnv } from "./fields/field-env.ts";
import { fieldClass } from "./fields/field-styles.ts";
import { LayoutFields } from "./fields/layout-fields.tsx";
import { TextBox } from "./fields/text-box.tsx";
import { SlideConflictDialog } from "./slide-conflict-dialog.tsx";

interface Props {
  /** The slide as it is now (live: another tab's save shows up here while the form is open). */
  slide: Slide;
  onCancel: () => void;
  /** Save `edited` as changes to `base`, the copy it was made from. */
  onSave: (edited: SlideEdit, base: Slide) => Promise<SaveResult>;
  onDirtyChange: (dirty: boolean) => void;
}

export const editorMessages = {
  invalidNumbers: "Some numbers are not valid yet. Fix the fields marked in red, then save.",
} as const;

const bodyOf = (slide: Slide) => ({ layout: slide.layout, fields: slide.fields }) as SlideBody;

export function SlideEditorForm({ slide, onCancel, onSave, onDirtyChange }: Props) {
  const [draft, setDraft] = useState({
    title: slide.title,
    content: slide.content,
    notes: slide.notes,
    body: bodyOf(slide),
  });
  // Any layout but bullets keeps its text in the fields; its content is written from them, as the server does.
  const edited: SlideEdit = useMemo(
    () => ({ ...draft, content: contentForBody(draft.body, draft.content) }),
    [draft],
  );
  const [saving, setSaving] = useState(false);
  // The copy the founder started from: its version goes with the save, so a newer one is never reverted.
  const [base] = useState(slide);
  const [conflict, setConflict] = useState(false);
  const [invalid, setInvalidPaths] = useState<ReadonlySet<string>>(new Set());
  const [blocked, setBlocked] = useState(false);
  const overflow = useDraftOverflow(edited);
  const setInvalid = useCallback((path: string, isInvalid: boolean) => {
    setInvalidPaths((current) => {
      if (current.has(path) === isInvalid) return current;
      const next = new Set(current);
      if (isInvalid) next.add(path);
      else next.delete(path);
      return next;
    });
  }, []);
  const env: FieldEnv = useMemo(
    () => ({ deckId: slide.deckId, disabled: saving, overflow, setInvalid }),
    [slide.deckId, saving, overflow, setInvalid],
  );
  const save = async (from: Slide) => {
    setBlocked(invalid.size > 0);
    if (invalid.size > 0) return;
    setSaving(true);
    const result = await onSave(edited, from);
    setSaving(false);
    setConflict(result === "conflict");
  };
  const titleInput = useRef<HTMLInputElement>(null);
  // The Edit (or Add slide) button that opened the form is gone now; the title is where editing starts.
  useEffect(() => titleInput.current?.focus(), []);
  const update = (patch: Partial<typeof draft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    onDirtyChange(
      Object.keys(changedFields(slide, { ...next, content: contentForBody(next.body, next.content) }))
        .length > 0,
    );
  };
  return (
    <form
      className="flex min-w-0 flex-col gap-5"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save(base);
      }}
    >
      <SlideConflictDialog
        open={conflict}
        theirs={slide}
        yours={edited}
        busy={saving}
        // Saved over the version now shown as theirs; if that too is already stale, the dialog stays.
        onKeepMine={() => void save(slide)}
        onUseTheirs={() => {
          setConflict(false);
          onCancel();
        }}
        onClose={() => setConflict(false)}
      />
      <FieldEnvContext.Provider value={env}>
        <TextBox
          label="Title"
          path="title"
          value={draft.title}
          max={limits.slideTitleMax}
          inputRef={titleInput}
          onChange={(title) => update({ title })}
        />
        {draft.body.layout === "bullets" ? (
          <TextBox
            label="Narrative"
            path="content"
            value={draft.content}
            max={limits.slideContentMax}
            rows={8}
            hint="Each line becomes a bullet."
            onChange={(content) => update({ content })}
          />
        ) : (
          <LayoutFields body={draft.body} onChange={(body) => update({ body })} />
        )}
        <NotesField value={draft.notes} disabled={saving} onChange={(notes) => update({ notes })} />
      </FieldEnvContext.Provider>
      {blocked && invalid.size > 0 ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {editorMessages.invalidNumbers}
        </p>
      ) : null}
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

function NotesField(props: { value: string; disabled: boolean; onChange: (notes: string) => void }) {
  return (
    <div className="flex flex-col gap-1.5">
      <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-700">
        Speaker notes
        <textarea
          value={props.value}
          rows={3}
          maxLength={limits.slideNotesMax}
          onChange={(event) => props.onChange(event.target.value)}
          disabled={props.disabled}
          className={fieldClass}
          placeholder="What you will say on this slide"
        />
      </label>
    </div>
  );
}
