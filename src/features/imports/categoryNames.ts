/**
 * A file's category text ("Groceries", "Lebensmittel", "Food:Restaurants") matched to one of
 * the user's own categories by its name, else to a built-in one by its name in any of the 8
 * languages, by a common synonym ("Groceries" is Food, "Miete" is Housing) or by its key. Only
 * the `categories` section of each language's common strings is bundled here (named JSON
 * import). What matches nothing is offered to the user as a new category in the preview.
 */
import { CATEGORIES, type Category, type CategoryKey } from "../../../convex/shared/domain";
import { payeeKey } from "../../../convex/shared/importing";
import { CATEGORY_SYNONYMS } from "./categorySynonyms";

const names = import.meta.glob<Record<string, string>>("../../locales/*/common.json", {
  eager: true,
  import: "categories",
});

const byName = new Map<string, Category>();
for (const category of CATEGORIES)
  for (const word of CATEGORY_SYNONYMS[category].split("|")) byName.set(payeeKey(word), category);
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

/**
 * Own categories first (the user made them, so "Pets" or "Kids: School" is theirs), by the
 * whole text or, for "Parent:Child", the child's name; then the built-in ones.
 */
export function fileCategoryMatcher(
  own: readonly { _id: string; name: string }[],
): (text: string) => CategoryKey | null {
  const ownByName = new Map(own.map((c) => [payeeKey(c.name), c._id as CategoryKey]));
  return (text) => {
    const whole = payeeKey(text);
    if (!whole) return null;
    const child = payeeKey(text.split(":").at(-1) ?? "");
    return ownByName.get(whole) ?? ownByName.get(child) ?? categoryOfFileText(text);
  };
}

export function categoryOfFileText(text: string): Category | null {
  const whole = payeeKey(text);
  if (!whole) return null;
  // QIF and other apps write "Parent:Child"; the parent is what our categories name.
  return byName.get(whole) ?? byName.get(payeeKey(text.split(":")[0])) ?? null;
}
