import { useId, type Ref } from "react";
import { cn } from "../../../../components/ui/cn.ts";
import { useFieldEnv } from "./field-env.ts";
import { OverflowWarning, ToFillChip } from "./field-notes.tsx";
import { fieldClass, labelClass } from "./field-styles.ts";

interface Props {
  label: string;
  /** Where the text sits in the slide ("title", "content", "fields.metrics.0.label"): its overflow warning. */
  path: string;
  value: string;
  max: number;
  onChange: (value: string) => void;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
  hint?: string;
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Visually hide the label (table cells, whose column and row say what they are); it stays for screen readers. */
  hideLabel?: boolean;
  className?: string;
}

/** A labelled slide text field with its character budget, "to fill" chip and overflow warning. */
export function TextBox(props: Props) {
  const { label, path, value, max, onChange, rows, hint, hideLabel, className, placeholder, inputRef } =
    props;
  const id = useId();
  const { disabled } = useFieldEnv();
  const described = [hint ? `${id}-hint` : "", `${id}-count`, `${id}-overflow`].filter(Boolean).join(" ");
  const shared = {
    id,
    value,
    maxLength: max,
    disabled,
    placeholder,
    "aria-describedby": described,
    className: fieldClass,
  };
  return (
    <div className={cn("flex min-w-0 flex-col gap-1.5", className)}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="flex items-center gap-2">
          <label htmlFor={id} className={hideLabel ? "sr-only" : labelClass}>
            {label}
          </label>
          <ToFillChip text={value} />
        </span>
        <span id={`${id}-count`} className="text-xs text-slate-500 tabular-nums" aria-live="polite">
          {value.length}/{max}
        </span>
      </div>
      {rows ? (
        <textarea {...shared} rows={rows} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...shared} ref={inputRef} onChange={(event) => onChange(event.target.value)} />
      )}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      <OverflowWarning path={path} id={`${id}-overflow`} />
    </div>
  );
}
