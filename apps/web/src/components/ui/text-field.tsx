import { useId, type InputHTMLAttributes } from "react";
import { cn } from "./cn.ts";

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
}

export function TextField({ label, className, ...props }: TextFieldProps) {
  const id = useId();
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        className={cn(
          "h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-xs",
          "placeholder:text-slate-400 focus:border-accent-500 focus:ring-2 focus:ring-accent-200 focus:outline-none",
          "disabled:bg-slate-50 disabled:text-slate-500",
        )}
        {...props}
      />
    </div>
  );
}
