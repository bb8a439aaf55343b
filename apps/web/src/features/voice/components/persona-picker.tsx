import { personas, type FirmTag } from "@pds/contracts";
import { Check } from "lucide-react";
import { useRef, type KeyboardEvent } from "react";
import { cn } from "../../../components/ui/cn.ts";
import { roleOf, shortName } from "../lib/personas.ts";
import { PersonaAvatar } from "./persona-avatar.tsx";

interface Props {
  value: FirmTag | null;
  onChange: (firmTag: FirmTag) => void;
  labelledBy: string;
}

/** The mock VC cards as a radio group: arrow keys move and select, Tab enters at the selected card. */
export function PersonaPicker({ value, onChange, labelledBy }: Props) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const focusIndex = value ? personas.findIndex((p) => p.firmTag === value) : 0;

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = (index + step + personas.length) % personas.length;
    const persona = personas[next];
    if (!persona) return;
    onChange(persona.firmTag);
    refs.current[next]?.focus();
  };

  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {personas.map((persona, index) => {
        const selected = persona.firmTag === value;
        return (
          <button
            key={persona.firmTag}
            ref={(node) => {
              refs.current[index] = node;
            }}
            type="button"
            role="radio"
            aria-checked={selected}
            tabIndex={index === focusIndex ? 0 : -1}
            onClick={() => onChange(persona.firmTag)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cn(
              "relative flex flex-col items-start gap-3 rounded-card border bg-white p-4 text-left shadow-card transition",
              "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600",
              selected
                ? "border-accent-600 ring-2 ring-accent-600/20"
                : "border-slate-200 hover:border-slate-300 hover:bg-slate-50",
            )}
          >
            <div className="flex w-full items-center gap-3">
              <PersonaAvatar name={shortName(persona.name)} />
              <div className="min-w-0 flex-1">
                <p className="text-xs font-semibold tracking-wide text-accent-700">{persona.firmTag}</p>
                <p className="truncate font-medium text-slate-900">{shortName(persona.name)}</p>
                {roleOf(persona.name) ? (
                  <p className="truncate text-xs text-slate-500">{roleOf(persona.name)}</p>
                ) : null}
              </div>
              <span
                aria-hidden="true"
                className={cn(
                  "grid size-5 shrink-0 place-items-center rounded-full border",
                  selected ? "border-accent-600 bg-accent-600 text-white" : "border-slate-300",
                )}
              >
                {selected ? <Check className="size-3" /> : null}
              </span>
            </div>
            <p className="text-sm text-slate-600">{persona.focus}</p>
          </button>
        );
      })}
    </div>
  );
}
