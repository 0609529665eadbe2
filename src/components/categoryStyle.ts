import {
  IconBasket,
  IconBook,
  IconBus,
  IconCash,
  IconChartLine,
  IconDots,
  IconGift,
  IconHeartbeat,
  IconHome,
  IconMasksTheater,
  IconPlane,
  IconShoppingBag,
  IconSparkles,
  type Icon,
} from "@tabler/icons-react";
import { IconTag } from "@tabler/icons-react";
import { isCategory, type Category, type CategoryKey } from "../../convex/shared/domain";

/**
 * One icon and colour per category, for every screen that shows categories (ledger, budgets,
 * recurring transactions, reports), so a category looks the same wherever it appears.
 */
export const CATEGORY_STYLE: Record<Category, { icon: Icon; color: string }> = {
  food: { icon: IconBasket, color: "orange" },
  shopping: { icon: IconShoppingBag, color: "pink" },
  housing: { icon: IconHome, color: "indigo" },
  transportation: { icon: IconBus, color: "cyan" },
  entertainment: { icon: IconMasksTheater, color: "grape" },
  healthcare: { icon: IconHeartbeat, color: "red" },
  personal_care: { icon: IconSparkles, color: "violet" },
  education: { icon: IconBook, color: "blue" },
  travel: { icon: IconPlane, color: "teal" },
  gifts_donations: { icon: IconGift, color: "yellow" },
  investments: { icon: IconChartLine, color: "lime" },
  income: { icon: IconCash, color: "green" },
  other: { icon: IconDots, color: "gray" },
};

/** Colours the user's own categories take, picked by their id so each keeps its colour. */
const OWN_COLORS = ["orange", "pink", "indigo", "cyan", "grape", "teal", "lime", "violet"];

/** The icon and colour of any category: a built-in one's own, a tag in a stable colour else. */
export function styleOf(key: CategoryKey): { icon: Icon; color: string } {
  if (isCategory(key)) return CATEGORY_STYLE[key];
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return { icon: IconTag, color: OWN_COLORS[hash % OWN_COLORS.length] };
}
