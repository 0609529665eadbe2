/**
 * Quick-assign (YNAB's "Auto-Assign"): what one category, or every category, would be assigned
 * in the shown month by one rule. The server applies it (budgets.quickAssign) and the browser
 * previews it with this same function, so the preview is what gets applied.
 */
export const QUICK_ASSIGN_MODES = ["underfunded", "lastAssigned", "lastSpent", "average"] as const;
export type QuickAssignMode = (typeof QUICK_ASSIGN_MODES)[number];

export interface QuickAssignRow {
  category: string;
  assigned: number;
  underfunded: number;
  fills: { lastAssigned: number; lastSpent: number; average: number };
}

export interface QuickAssignChange {
  category: string;
  before: number;
  after: number;
}

/**
 * The rule's assignment for a row, or null when it has nothing to offer: an underfunded
 * target adds what the target still wants; the others set last month's assigned, last month's
 * spending or the average of up to 3 months (shared/averages.ts). A rule worth 0 is no help
 * (a new budget has no last month), so it never empties a category.
 */
function afterOf(row: QuickAssignRow, mode: QuickAssignMode): number | null {
  if (mode === "underfunded") return row.underfunded > 0 ? row.assigned + row.underfunded : null;
  const amount = row.fills[mode];
  return amount > 0 ? amount : null;
}

/** The changes the rule makes, category by category (rows it leaves as they are are left out). */
export function planQuickAssign<Row extends QuickAssignRow>(
  rows: readonly Row[],
  mode: QuickAssignMode,
  only?: string,
): QuickAssignChange[] {
  const changes: QuickAssignChange[] = [];
  for (const row of rows) {
    if (only !== undefined && row.category !== only) continue;
    const after = afterOf(row, mode);
    if (after === null || after === row.assigned) continue;
    changes.push({ category: row.category, before: row.assigned, after });
  }
  return changes;
}

/** What the changes take from Ready to Assign (negative when they give money back). */
export function quickAssignTotal(changes: readonly QuickAssignChange[]): number {
  return changes.reduce((sum, c) => sum + c.after - c.before, 0);
}
