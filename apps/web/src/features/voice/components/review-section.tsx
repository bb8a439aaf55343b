import type { ReactNode } from "react";
import { cn } from "../../../components/ui/cn.ts";

/** A titled card of the session review; its title names the region for assistive technology. */
export function ReviewSection({
  title,
  aside,
  className,
  children,
}: {
  title: string;
  /** Shown under the title, e.g. who wrote the feedback. */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      className={cn("rounded-card border border-slate-200 bg-white p-5 shadow-card", className)}
      aria-label={title}
    >
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      {aside}
      <div className="mt-3">{children}</div>
    </section>
  );
}
