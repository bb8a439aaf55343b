import type { VoiceMetrics } from "@pds/contracts";

const WIDTH = 160;
const HEIGHT = 36;
const MIN = 80;
const MAX = 220;

/** The rolling 30 s pace over the session, with the 130–160 wpm target band shaded. */
export function WpmSparkline({ curve }: { curve: VoiceMetrics["wpmCurve"] }) {
  if (curve.length < 2) return null;
  const first = curve[0]?.atMs ?? 0;
  const span = Math.max(1, (curve.at(-1)?.atMs ?? 1) - first);
  const y = (wpm: number) => HEIGHT - ((Math.min(MAX, Math.max(MIN, wpm)) - MIN) / (MAX - MIN)) * HEIGHT;
  const points = curve.map(
    (point) => `${(((point.atMs - first) / span) * WIDTH).toFixed(1)},${y(point.wpm).toFixed(1)}`,
  );
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="mt-2 h-9 w-full"
      role="img"
      aria-label={`Pace over the session: ${curve.map((p) => Math.round(p.wpm)).join(", ")} words per minute`}
      preserveAspectRatio="none"
    >
      <rect x="0" y={y(160)} width={WIDTH} height={y(130) - y(160)} className="fill-emerald-100" />
      <polyline points={points.join(" ")} fill="none" className="stroke-accent-600" strokeWidth="1.5" />
    </svg>
  );
}
