/**
 * Category groups of the envelope budget: creating, renaming, ordering and removing them,
 * putting a category in one, and each person's folded groups. Reads are bounded: a user has
 * at most MAX_GROUPS groups and one view row per set of books.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import type { CategoryKey } from "../../shared/domain";
import { hasForbiddenChars, normalizeText } from "../../shared/text";
import { GROUP_NAME_MAX_LENGTH } from "../../shared/validation";
import { getOwned } from "../../lib/ownership";
import { fail } from "../errors";
import { resolveAccess } from "../households/access";
import { ensureSpending } from "./envelopeWrite";

type ReadCtx = { db: QueryCtx["db"]; ledgerKey: Id<"users"> };
type Ctx = { db: MutationCtx["db"]; ledgerKey: Id<"users"> };

/** Enough for any budget YNAB users keep (they rarely pass 15), and a bounded read. */
export const MAX_GROUPS = 50;
/** The key of the "Other categories" group: categories in no group of the user's. */
export const UNGROUPED = "ungrouped";

export async function groupsOf(ctx: ReadCtx): Promise<Doc<"envelopeGroups">[]> {
  return await ctx.db
    .query("envelopeGroups")
    .withIndex("by_user_order", (q) => q.eq("userId", ctx.ledgerKey))
    .take(MAX_GROUPS);
}

function cleanGroupName(value: string): string {
  const name = normalizeText(value);
  if (name === "") fail("REQUIRED", "name");
  if (hasForbiddenChars(name)) fail("INVALID_NAME", "name");
  if (name.length > GROUP_NAME_MAX_LENGTH) fail("NAME_TOO_LONG", "name");
  return name;
}

function ensureNameFree(groups: Doc<"envelopeGroups">[], name: string, except?: string) {
  const key = name.toLocaleLowerCase();
  if (groups.some((g) => g._id !== except && g.name.toLocaleLowerCase() === key))
    fail("GROUP_EXISTS", "name");
}

/** A new group at the end; LIMIT_REACHED beyond MAX_GROUPS, GROUP_EXISTS for a name in use. */
export async function createGroup(ctx: Ctx, rawName: string): Promise<Id<"envelopeGroups">> {
  const name = cleanGroupName(rawName);
  const groups = await groupsOf(ctx);
  if (groups.length >= MAX_GROUPS) fail("LIMIT_REACHED");
  ensureNameFree(groups, name);
  const order = groups.length === 0 ? 0 : groups[groups.length - 1].order + 1;
  return await ctx.db.insert("envelopeGroups", {
    userId: ctx.ledgerKey,
    name,
    order,
    categories: [],
  });
}

export async function renameGroup(ctx: Ctx, id: Id<"envelopeGroups">, rawName: string) {
  await getOwned(ctx, "envelopeGroups", id);
  const name = cleanGroupName(rawName);
  ensureNameFree(await groupsOf(ctx), name, id);
  await ctx.db.patch("envelopeGroups", id, { name });
}

/** Swaps a group with its neighbour above or below; at either end nothing changes. */
export async function moveGroup(ctx: Ctx, id: Id<"envelopeGroups">, direction: "up" | "down") {
  await getOwned(ctx, "envelopeGroups", id);
  const groups = await groupsOf(ctx);
  const at = groups.findIndex((g) => g._id === id);
  const other = groups[direction === "up" ? at - 1 : at + 1];
  if (other === undefined) return;
  const mine = groups[at];
  await ctx.db.patch("envelopeGroups", mine._id, { order: other.order });
  await ctx.db.patch("envelopeGroups", other._id, { order: mine.order });
}

/** Removes a group; its categories go back to "Other categories", their money stays. */
export async function removeGroup(ctx: Ctx, id: Id<"envelopeGroups">) {
  await getOwned(ctx, "envelopeGroups", id);
  await ctx.db.delete("envelopeGroups", id);
}

/** Puts a category at the end of a group, or in no group (`group: null`). */
export async function placeCategory(
  ctx: Ctx,
  category: CategoryKey,
  group: Id<"envelopeGroups"> | null,
) {
  await ensureSpending(ctx, category, "category");
  if (group !== null) await getOwned(ctx, "envelopeGroups", group);
  for (const g of await groupsOf(ctx)) {
    const had = g.categories.includes(category);
    const wants = g._id === group;
    if (had === wants) continue;
    const categories = wants
      ? [...g.categories, category]
      : g.categories.filter((c) => c !== category);
    await ctx.db.patch("envelopeGroups", g._id, { categories });
  }
}

type ViewCtx = { db: QueryCtx["db"]; personId: Id<"users">; ledgerKey: Id<"users"> };

async function viewOf(ctx: ViewCtx) {
  return await ctx.db
    .query("envelopeGroupViews")
    .withIndex("by_user_ledger", (q) => q.eq("userId", ctx.personId).eq("ledgerKey", ctx.ledgerKey))
    .unique();
}

/** The groups this person keeps folded in these books. */
export async function collapsedGroups(ctx: ViewCtx): Promise<string[]> {
  return (await viewOf(ctx))?.collapsed ?? [];
}

/**
 * Folds or unfolds a group for this person only, in the books of the household they have open
 * (a viewer's too: folding changes no money); a group of other books is NOT_FOUND.
 */
export async function setCollapsed(
  { db }: { db: MutationCtx["db"] },
  personId: Id<"users">,
  group: string,
  collapsed: boolean,
) {
  const { ledgerKey } = await resolveAccess({ db }, personId);
  const ctx = { db, personId, ledgerKey };
  if (group !== UNGROUPED) {
    const id = ctx.db.normalizeId("envelopeGroups", group);
    if (id === null) fail("NOT_FOUND");
    await getOwned(ctx, "envelopeGroups", id);
  }
  const view = await viewOf(ctx);
  const others = (view?.collapsed ?? []).filter((g) => g !== group);
  // Keys of removed groups are dropped on the way, so the row stays as small as the groups.
  const live = new Set((await groupsOf(ctx)).map((g) => g._id));
  const kept = others.filter((g) => g === UNGROUPED || live.has(g as Id<"envelopeGroups">));
  const next = collapsed ? [...kept, group] : kept;
  if (view === null)
    await ctx.db.insert("envelopeGroupViews", {
      userId: ctx.personId,
      ledgerKey: ctx.ledgerKey,
      collapsed: next,
    });
  else await ctx.db.patch("envelopeGroupViews", view._id, { collapsed: next });
}
