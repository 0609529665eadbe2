/**
 * A file's category text ("Groceries", "Lebensmittel", "Food:Restaurants") matched to one of our
 * categories by its name in any of the 8 languages, or by its key. Only the `categories`
 * section of each language's common strings is bundled here (named JSON import).
 */
import { CATEGORIES, type Category } from "../../../convex/shared/domain";
import { payeeKey } from "../../../convex/shared/importing";

const names = import.meta.glob<Record<string, string>>("../../locales/*/common.json", {
  eager: true,
  import: "categories",
});

const byName = new Map<string, Category>();
for (const category of CATEGORIES) {
  byName.set(payeeKey(category.replace(/_/g, " ")), category);
  byName.set(payeeKey(category), category);
}
for (const table of Object.values(names)) {
  for (const category of CATEGORIES) {
    const label = table[category];
    if (typeof label === "string") byName.set(payeeKey(label), category);
  }
}

export function categoryOfFileText(text: string): Category | null {
  const whole = payeeKey(text);
  if (!whole) return null;
  // QIF and other apps write "Parent:Child"; the parent is what our categories name.
  return byName.get(whole) ?? byName.get(payeeKey(text.split(":")[0])) ?? null;
}
