import { cn } from "../../../components/ui/cn.ts";

export function PersonaAvatar({ name, large = false }: { name: string; large?: boolean }) {
  const initials = name
    .split(/\s+/)
    .map((part) => part[0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase();
  return (
    <span
      aria-hidden="true"
      className={cn(
        "grid shrink-0 place-items-center rounded-full bg-slate-900 font-semibold text-white",
        large ? "size-14 text-lg" : "size-10 text-sm",
      )}
    >
      {initials}
    </span>
  );
}
