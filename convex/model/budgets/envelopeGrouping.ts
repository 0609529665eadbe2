/**
 * The envelope month's rows in their groups, with each group's subtotals and the month's
 * totals, as the budget screen shows them. Pure: the rows come from envelopeMonth, the groups
 * and folded groups from envelopeGroups.ts.
 */
import { v, type Infer } from "convex/values";
import type { Doc } from "../../_generated/dataModel";
import { vCategory } from "../validators";
import { UNGROUPED } from "./envelopeGroups";

const vSums = { assigned: v.number(), activity: v.number(), available: v.number() };
export const vEnvelopeGroup = v.object({
  /** The group's id, or UNGROUPED for categories in no group (shown last). */
  key: v.string(),
  /** null for UNGROUPED: the screen names it in the person's language. */
  name: v.union(v.string(), v.null()),
  categories: v.array(vCategory),
  collapsed: v.boolean(),
  ...vSums,
});
export const vEnvelopeTotals = v.object(vSums);
type EnvelopeGroup = Infer<typeof vEnvelopeGroup>;
type Sums = Infer<typeof vEnvelopeTotals>;
type Line = { category: EnvelopeGroup["categories"][number] } & Sums;

function sumOf(lines: readonly Line[]): Sums {
  const sums = { assigned: 0, activity: 0, available: 0 };
  for (const l of lines) {
    sums.assigned += l.assigned;
    sums.activity += l.activity;
    sums.available += l.available;
  }
  return sums;
}

/**
 * Every line in exactly one group: the user's groups in their order (a category named in a
 * group that is no longer a spending category is skipped), then the rest in UNGROUPED, which
 * is left out when empty and the user has groups.
 */
export function groupLines(
  groups: readonly Pick<Doc<"envelopeGroups">, "_id" | "name" | "categories">[],
  lines: readonly Line[],
  collapsed: readonly string[],
): { groups: EnvelopeGroup[]; totals: Sums } {
  const byCategory = new Map(lines.map((l) => [l.category as string, l]));
  const placed = new Set<string>();
  const out: EnvelopeGroup[] = [];
  for (const g of groups) {
    const mine = g.categories
      .filter((c) => byCategory.has(c) && !placed.has(c))
      .map((c) => byCategory.get(c)!);
    for (const l of mine) placed.add(l.category);
    out.push({
      key: g._id,
      name: g.name,
      categories: mine.map((l) => l.category),
      collapsed: collapsed.includes(g._id),
      ...sumOf(mine),
    });
  }
  const rest = lines.filter((l) => !placed.has(l.category));
  if (rest.length > 0 || groups.length === 0)
    out.push({
      key: UNGROUPED,
      name: null,
      categories: rest.map((l) => l.category),
      collapsed: collapsed.includes(UNGROUPED),
      ...sumOf(rest),
    });
  return { groups: out, totals: sumOf(lines) };
}
