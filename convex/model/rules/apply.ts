/** Loading the user's rules and running them on entries about to be written. */
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server.js";
import { TAGS_MAX } from "../transactions/extras";
import type { Entry } from "../ledger/entries";
import { applyOutcome, outcomeOf, type Rule } from "./match";

/** At most this many rules per user, so every entry can run them all. */
export const RULES_MAX = 200;

/** The household's rules, all of them (RULES_MAX at most). */
export async function loadRules(
  ctx: { db: QueryCtx["db"] },
  userId: Id<"users">,
): Promise<Doc<"rules">[]> {
  return await ctx.db
    .query("rules")
    .withIndex("by_user", (q) => q.eq("userId", userId))
    .take(RULES_MAX);
}

/**
 * The entry as the rules file it. `keepCategory`: the user picked the category themselves in
 * the form, so a rule may rename the payee or add a tag but not override that choice.
 */
export function fileEntry(rules: Rule[], entry: Entry, keepCategory = false): Entry {
  if (rules.length === 0) return entry;
  const outcome = outcomeOf(rules, entry);
  if (outcome === null) return entry;
  const next = applyOutcome(entry, outcome, keepCategory);
  // A rule's tag never pushes an entry past the tag limit the form enforces.
  if (next.tags !== undefined && next.tags.length > TAGS_MAX) next.tags = entry.tags;
  return next;
}

/**
 * A feed's or an import's row as the rules file it. `fallback`: its category is only the
 * default (nothing of the person's, no payee history or file column, chose it); unless a rule
 * files it, it is marked so (categoryDefaulted) and teaches the payee tallies nothing.
 */
export function fileFeedEntry(rules: Rule[], entry: Entry, fallback: boolean): Entry {
  const filed = fileEntry(rules, entry);
  const { categoryDefaulted: _mark, ...rest } = filed;
  return fallback && filed.category === entry.category
    ? { ...rest, categoryDefaulted: true }
    : rest;
}
