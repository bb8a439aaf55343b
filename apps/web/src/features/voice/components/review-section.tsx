import type { ReactNode } from "react";

/** A titled card of the session review; its title names the region for assistive technology. */
export function ReviewSection({
  title,
  aside,
  children,
}: {
  title: string;
  /** Shown under the title, e.g. who wrote the feedback. */
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="rounded-card border border-slate-200 bg-white p-5 shadow-card" aria-label={title}>
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      {aside}
      <div className="mt-3">{children}</div>
    </section>
  );
}
