import { buttonClasses } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import type { SlidePlaceholders } from "../../export/index.ts";

interface Props {
  /** The slides still to fill; the dialog is open while this is non-empty. */
  slides: readonly SlidePlaceholders[];
  onExportAnyway: () => void;
  onCancel: () => void;
}

/** "N placeholders still to fill": which slides hold which, before the deck goes to investors as it is. */
export function ExportPlaceholdersDialog({ slides, onExportAnyway, onCancel }: Props) {
  const count = slides.reduce((sum, slide) => sum + slide.placeholders.length, 0);
  return (
    <Dialog
      open={slides.length > 0}
      onOpenChange={(open) => !open && onCancel()}
      title={`${count} ${count === 1 ? "placeholder" : "placeholders"} still to fill`}
      description="These will appear in the export exactly as written. Fill them in first, or export anyway."
    >
      <ul className="max-h-64 space-y-3 overflow-y-auto text-sm">
        {slides.map((slide) => (
          <li key={slide.slide}>
            <p className="font-medium text-slate-900">
              Slide {slide.slide}
              {slide.title.trim() ? ` · ${slide.title.trim()}` : ""}
            </p>
            <ul className="mt-1 space-y-0.5 text-slate-600">
              {slide.placeholders.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <div className="mt-6 flex justify-end gap-3">
        <button type="button" className={buttonClasses("secondary")} onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className={buttonClasses("primary")} onClick={onExportAnyway}>
          Export anyway
        </button>
      </div>
    </Dialog>
  );
}
