import { useEffect, useId, useState } from "react";
import { cn } from "../../../../components/ui/cn.ts";
import { parseNumberText } from "../../lib/number-text.ts";
import { useFieldEnv } from "./field-env.ts";
import { OverflowWarning } from "./field-notes.tsx";
import { fieldClass, labelClass } from "./field-styles.ts";

interface Props {
  label: string;
  path: string;
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  hideLabel?: boolean;
  className?: string;
}

/**
 * A number the founder types. What they type stays as typed while it is not a number yet ("1." on the way
 * to "1.5"); a sentence under the field says what to fix, and the form does not save until it is fixed.
 */
export function NumberBox({ label, path, value, onChange, min, max, hideLabel, className }: Props) {
  const id = useId();
  const { disabled, setInvalid } = useFieldEnv();
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  // The value changed from outside (a row above was removed): show the new one.
  if (value !== shown) {
    setShown(value);
    setText(String(value));
  }
  const parsed = parseNumberText(text, { min, max });
  const error = parsed.ok ? null : parsed.message;
  useEffect(() => {
    setInvalid(path, error !== null);
    return () => setInvalid(path, false);
  }, [path, error, setInvalid]);
  return (
    <div className={cn("flex min-w-0 flex-col gap-1.5", className)}>
      <label htmlFor={id} className={hideLabel ? "sr-only" : labelClass}>
        {label}
      </label>
      <input
        id={id}
        inputMode="decimal"
        value={text}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-error`}
        className={cn(fieldClass, error && "border-red-500")}
        onChange={(event) => {
          const next = parseNumberText(event.target.value, { min, max });
          setText(event.target.value);
          if (next.ok) {
            setShown(next.value);
            onChange(next.value);
          }
        }}
      />
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <OverflowWarning path={path} />
    </div>
  );
}
