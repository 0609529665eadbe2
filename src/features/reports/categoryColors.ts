import type { CategoryKey } from "../../../convex/shared/domain";
import { styleOf } from "../../components/categoryStyle";

/**
 * Report colours as Mantine theme tokens, so charts follow the theme and stay readable in dark
 * mode. Shade 6 is the middle of each palette: strong on white and on the dark background.
 */
export const REPORT_COLORS = {
  income: "brand.6",
  expense: "red.6",
  positive: "brand.6",
  negative: "red.6",
  line: "gray.6",
  netWorth: "brand.6",
  assets: "blue.6",
  liabilities: "red.6",
} as const;

/** A category's colour, the same one the ledger and budgets use for it. */
export function categoryColor(category: CategoryKey): string {
  return `${styleOf(category).color}.6`;
}
