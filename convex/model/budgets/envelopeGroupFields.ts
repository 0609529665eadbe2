/**
 * Category groups of the envelope budget (as YNAB and Actual show them): named, ordered, each
 * holding some of the spending categories. A category in no group shows in the "Other
 * categories" group at the end, so a budget without groups needs no setting up.
 */
import { v } from "convex/values";
import { userRow, vCategory } from "../validators";

/** One row per group; `categories` in the order they show (each category in one group at most). */
export const envelopeGroupFields = userRow({
  name: v.string(),
  /** Position among the groups, smallest first (gaps allowed). */
  order: v.number(),
  categories: v.array(vCategory),
});

/**
 * Which groups one person keeps folded in one set of books: per person, so one member of a
 * household folding a group folds it for nobody else. `userId` is the person, `ledgerKey` the
 * books; `collapsed` holds group ids and UNGROUPED.
 */
export const envelopeGroupViewFields = userRow({
  ledgerKey: v.id("users"),
  collapsed: v.array(v.string()),
});
