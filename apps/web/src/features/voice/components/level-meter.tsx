import { Mic } from "lucide-react";
import { cn } from "../../../components/ui/cn.ts";

const BARS = 12;

/**
 * The live level (volume-level, 0..1) as a row of bars: the microphone on the local pipeline; the call's
 * audio on Vapi, whose volume-level event measures the far side.
 */
export function LevelMeter({
  volume,
  speaking,
  label = "Microphone level",
}: {
  volume: number;
  speaking: boolean;
  label?: string;
}) {
  const lit = Math.round(Math.min(1, Math.max(0, volume)) * BARS);
  return (
    <div
      className="flex items-center gap-2"
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(volume * 100)}
    >
      <Mic className={cn("size-4", speaking ? "text-emerald-600" : "text-slate-400")} aria-hidden="true" />
      <div className="flex h-5 items-end gap-0.5" aria-hidden="true">
        {Array.from({ length: BARS }, (_, index) => (
          <span
            key={index}
            style={{ height: `${30 + (index / BARS) * 70}%` }}
            className={cn(
              "w-1.5 rounded-sm transition-colors duration-100",
              index < lit ? (index >= BARS - 2 ? "bg-amber-500" : "bg-emerald-500") : "bg-slate-200",
            )}
          />
        ))}
      </div>
    </div>
  );
}
