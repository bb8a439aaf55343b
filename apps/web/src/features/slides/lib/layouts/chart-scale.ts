/** A value axis: from `low` to `high` in `step`s, every bound a round number. */
export interface ValueScale {
  low: number;
  high: number;
  step: number;
}

function niceStep(rough: number): number {
  const power = 10 ** Math.floor(Math.log10(rough));
  const fraction = rough / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/** An axis from zero (or below, for negative values) past the largest value, in about four steps. */
export function valueScale(values: readonly number[]): ValueScale {
  const min = Math.min(0, ...values);
  const max = Math.max(0, ...values);
  const span = max - min || 1;
  const step = niceStep(span / 4);
  return { low: Math.floor(min / step) * step, high: Math.ceil(max / step) * step || step, step };
}

export function scaleTicks(scale: ValueScale): number[] {
  const ticks: number[] = [];
  for (let value = scale.low; value <= scale.high + scale.step / 1000; value += scale.step) {
    ticks.push(Math.round(value * 1e6) / 1e6);
  }
  return ticks;
}

const PREFIX_UNITS = new Set(["$", "€", "£", "¥", "₹", "₽", "₺", "₩"]);

/**
 * A value as investors read it: "$" before, "%", "k", "M" or "x" right after, other units after a space;
 * from 10,000 up in short form (123K, 4.5M) so labels stay short under narrow bars.
 */
export function formatValue(value: number, unit: string): string {
  const number =
    Math.abs(value) >= 10_000
      ? value.toLocaleString("en-US", { notation: "compact", maximumFractionDigits: 1 })
      : value.toLocaleString("en-US", { maximumFractionDigits: 2 });
  const trimmed = unit.trim();
  if (!trimmed) return number;
  const sign = value < 0 ? "-" : "";
  const magnitude = number.replace(/^-/u, "");
  const currency = [...PREFIX_UNITS].find((symbol) => trimmed.startsWith(symbol));
  if (currency) return `${sign}${currency}${magnitude}${trimmed.slice(currency.length)}`;
  if (/^(%|[kKmMbBx×])$/u.test(trimmed)) return `${number}${trimmed}`;
  return `${number} ${trimmed}`;
}
