import { ImagePlus, Loader2, Trash2 } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { Button, buttonClasses } from "../../../../components/ui/button.tsx";
import { imageUrl } from "../../../../lib/images.ts";
import { useImageUpload } from "../../hooks/use-image-upload.ts";
import { imageRules } from "../../lib/image-check.ts";
import { useFieldEnv } from "./field-env.ts";
import { labelClass } from "./field-styles.ts";

interface Props {
  /** What the image is, e.g. "Logo" or "Photo of Ana": names the buttons and the preview. */
  label: string;
  imageId: string | null;
  onChange: (imageId: string | null) => void;
}

/** Upload, preview, replace or remove one image of the slide (PNG, JPEG or WebP up to 5 MB). */
export function ImageBox({ label, imageId, onChange }: Props) {
  const id = useId();
  const { deckId, disabled } = useFieldEnv();
  const { upload, uploading, error, clearError } = useImageUpload(deckId);
  const busy = disabled || uploading;
  // An upload takes a while and the founder keeps typing: its id goes to the form as it is when it lands,
  // not as it was when the file was chosen (which would undo what was typed meanwhile).
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  });
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <span className={labelClass}>{label}</span>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
          {uploading ? (
            <Loader2 className="size-5 animate-spin text-slate-500" aria-hidden="true" />
          ) : imageId ? (
            <img src={imageUrl(imageId)} alt={label} className="size-full object-contain" />
          ) : (
            <ImagePlus className="size-5 text-slate-400" aria-hidden="true" />
          )}
        </div>
        <input
          id={id}
          type="file"
          accept={imageRules.accept}
          className="peer sr-only"
          aria-label={`Upload ${label.toLowerCase()}`}
          aria-describedby={`${id}-status`}
          disabled={busy}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) void upload(file).then((stored) => stored && latestOnChange.current(stored));
          }}
        />
        {/* The label is the visible button; the (visually hidden) file input keeps focus and keyboard. */}
        <label
          htmlFor={id}
          aria-hidden="true"
          className={buttonClasses(
            "secondary",
            "sm",
            "cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-600 peer-disabled:cursor-not-allowed peer-disabled:text-slate-400",
          )}
        >
          {imageId ? "Replace" : "Upload"}
        </label>
        {imageId ? (
          <Button
            variant="ghost"
            size="sm"
            disabled={busy}
            onClick={() => {
              clearError();
              onChange(null);
            }}
            aria-label={`Remove ${label.toLowerCase()}`}
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </Button>
        ) : null}
      </div>
      <p id={`${id}-status`} className="text-xs text-slate-500" aria-live="polite">
        {uploading ? "Uploading…" : "PNG, JPEG or WebP, up to 5 MB."}
      </p>
      {error ? (
        <p role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
