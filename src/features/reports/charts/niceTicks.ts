/**
 * Round axis ticks: steps of 1, 2 or 5 × a power of ten, from a multiple of the step at or
 * below the smallest value (and zero) to one at or above the largest, so an axis reads
 * 0 / 5K / 10K / 15K / 20K rather than 6.5K / 13K / 19.5K. Amounts are minor units: a step
 * that is round in cents is round in the currency's units too (a power of ten apart).
 */
export function niceTicks(values: readonly number[], count = 5): number[] {
  const finite = values.filter(Number.isFinite);
  const low = Math.min(0, ...finite);
  const high = Math.max(0, ...finite);
  const step = niceStep((high - low || 1) / Math.max(1, count - 1));
  const ticks = [Math.floor(low / step) * step || 0];
  while (ticks[ticks.length - 1] < high || ticks.length < 2)
    ticks.push(Math.round(ticks[ticks.length - 1] + step));
  return ticks;
}

function niceStep(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
  // Never below one minor unit: there is nothing rounder than a cent.
  return Math.max(1, nice * power);
}
