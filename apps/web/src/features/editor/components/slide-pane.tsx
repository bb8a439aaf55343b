import type { Slide } from "@pds/contracts";
import { ArrowDown, ArrowUp, Pencil, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { cn } from "../../../components/ui/cn.ts";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { useFocusFallback } from "../../../hooks/use-focus-fallback.ts";
import { placeholderCount } from "../lib/placeholder-count.ts";
import type { SaveResult, SlideEdit } from "../hooks/use-slide-actions.ts";
import { CitationsProvider } from "../../research/index.ts";
import { ChangeLayoutButton } from "./change-layout-dialog.tsx";
import { SlideEditorForm } from "./slide-editor-form.tsx";
import { SlideView } from "./slide-view.tsx";

interface Props {
  slide: Slide;
  index: number;
  count: number;
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
  onDirtyChange: (dirty: boolean) => void;
  onSave: (edited: SlideEdit, base: Slide) => Promise<SaveResult>;
  onDelete: () => void;
  onMove: (delta: number) => void;
}

export function SlidePane(props: Props) {
  const { slide, index, count, editing } = props;
  const [confirming, setConfirming] = useState(false);
  const toFill = editing ? 0 : placeholderCount(slide);
  const editButton = useRef<HTMLButtonElement>(null);
  // Saving or cancelling closes the form that held focus: Edit, where the founder started, takes it.
  useFocusFallback(editing, () => (editing ? null : editButton.current));
  const stopEditing = () => {
    props.onDirtyChange(false);
    props.onEditingChange(false);
  };
  return (
    <section aria-label="Selected slide" className="mx-auto flex w-full max-w-4xl flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <span
            className={cn(
              "rounded-full px-2.5 py-1 text-xs font-semibold",
              editing ? "bg-amber-100 text-amber-800" : "bg-slate-100 text-slate-700",
            )}
          >
            {editing ? "Editing" : "Viewing"}
          </span>
          <span className="text-sm text-slate-500">
            Slide {index + 1} of {count}
          </span>
          {toFill > 0 ? (
            <span className="rounded-full border border-dashed border-amber-500 bg-amber-50 px-2.5 py-0.5 text-xs font-medium text-amber-800">
              {toFill} to fill
            </span>
          ) : null}
        </div>
        {editing ? null : (
          <div className="flex flex-wrap items-center gap-2">
            <Button
              variant="ghost"
              size="sm"
              onClick={() => props.onMove(-1)}
              disabled={index === 0}
              aria-label="Move slide up"
            >
              <ArrowUp className="size-4" aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => props.onMove(1)}
              disabled={index === count - 1}
              aria-label="Move slide down"
            >
              <ArrowDown className="size-4" aria-hidden="true" />
            </Button>
            <ChangeLayoutButton slide={slide} />
            <Button
              ref={editButton}
              variant="secondary"
              size="sm"
              onClick={() => props.onEditingChange(true)}
            >
              <Pencil className="size-4" aria-hidden="true" />
              Edit
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setConfirming(true)}
              className="text-red-700"
            >
              <Trash2 className="size-4" aria-hidden="true" />
              Delete
            </Button>
          </div>
        )}
      </div>
      {editing ? (
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-card sm:p-6">
          <SlideEditorForm
            key={slide._id}
            slide={slide}
            onCancel={stopEditing}
            onDirtyChange={props.onDirtyChange}
            onSave={async (edited, base) => {
              const result = await props.onSave(edited, base);
              if (result === "saved") stopEditing();
              return result;
            }}
          />
        </div>
      ) : (
        <>
          <CitationsProvider deckId={slide.deckId} slideId={slide._id}>
            <SlideView slide={slide} index={index} />
          </CitationsProvider>
          {slide.notes ? (
            <div className="rounded-xl border border-slate-200 bg-white p-4">
              <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Speaker notes</h3>
              <p className="mt-2 text-sm whitespace-pre-line text-slate-700">{slide.notes}</p>
            </div>
          ) : null}
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title={`Are you sure you want to delete "${slide.title}"?`}
        description="This removes the slide from the deck."
        confirmLabel="Delete slide"
        destructive
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          props.onDelete();
        }}
      />
    </section>
  );
}
