import type { EnvelopeDetail } from "../../../../data/envelope";

export interface TargetProgress {
  /** 0–100, for the bar. */
  percent: number;
  /** What counts toward the target so far, and what it wants (minor units). */
  have: number;
  need: number;
  done: boolean;
}

/**
 * How far a category is toward its target, as the row shows it: a monthly target counts this
 * month's assigned against the monthly amount; a by-date target counts the money available
 * (never below 0) against the whole amount, as YNAB shows a savings goal.
 */
export function targetProgress(
  detail: Pick<EnvelopeDetail, "target">,
  line: { assigned: number; available: number },
): TargetProgress | null {
  const target = detail.target;
  if (target === null) return null;
  const have = target.kind === "monthly" ? line.assigned : Math.max(0, line.available);
  const need = target.amount;
  const done = have >= need;
  const percent = need <= 0 ? 100 : Math.min(100, Math.max(0, Math.floor((have / need) * 100)));
  return { percent, have, need, done };
}
