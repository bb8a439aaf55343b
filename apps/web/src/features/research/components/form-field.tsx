import { useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from "react";
import { cn } from "../../../components/ui/cn.ts";

const control = cn(
  "rounded-lg border bg-white px-3 text-sm text-slate-900 shadow-xs placeholder:text-slate-400",
  "focus:ring-2 focus:outline-none disabled:bg-slate-50 disabled:text-slate-500",
);
const tone = (error?: string) =>
  error
    ? "border-red-400 focus:border-red-500 focus:ring-red-200"
    : "border-slate-300 focus:border-accent-500 focus:ring-accent-200";

interface Common {
  label: string;
  hint?: string;
  error?: string;
}

function Messages({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {error ? (
        <p id={`${id}-error`} className="text-xs text-red-700">
          {error}
        </p>
      ) : null}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </>
  );
}

const describedBy = (id: string, hint?: string, error?: string) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;

/** A labelled input whose validation message is tied to it with aria-describedby. */
export function InputField({ label, hint, error, ...props }: Common & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={cn(control, "h-10", tone(error))}
        {...props}
      />
      <Messages id={id} hint={hint} error={error} />
    </div>
  );
}

export function TextareaField({
  label,
  hint,
  error,
  ...props
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={cn(control, "min-h-32 resize-y py-2", tone(error))}
        {...props}
      />
      <Messages id={id} hint={hint} error={error} />
    </div>
  );
}
