/**
 * Inserting one restored document: owner set, derived fields dropped, shape checked against
 * the schema, references checked to be the user's, then the table's own checks (checks.ts,
 * restoreTransaction.ts), the same ones its create path runs.
 */
import { validate } from "convex-helpers/validators";
import { ConvexError, type Validator } from "convex/values";
import type { Id, TableNames } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import schema from "../../schema";
import { postEntries } from "../ledger/batch";
import type { Entry } from "../ledger/entries";
import { fail } from "../errors";
import { isErrorCode } from "../../shared/errors";
import { RESTORE_CHECKS } from "./checks";
import { idFieldsOf } from "./idFields";
import { restoredEntry } from "./restoreTransaction";
import { findPreferences } from "../users/preferences";
import type { ExportedTable } from "./tables";

/** `userId` is the open household's key; `actorId` the person restoring. */
type Ctx = { db: MutationCtx["db"]; ledgerKey: Id<"users">; personId: Id<"users"> };
type Fields = Record<string, unknown>;

/**
 * Fields the app derives and a file must not set: balances and the plan total are rebuilt
 * from the restored rows, a deletion or a category move in progress is not carried over,
 * transfers are linked afterwards (linkTransfers), search text is recomputed. The values here
 * only stand in for the shape check.
 */
const DERIVED: Partial<Record<ExportedTable, Fields>> = {
  accounts: { balance: 0, clearedTotal: undefined, deletingAt: undefined },
  categories: { movingTo: undefined },
  // Who entered a row is re-stamped by the ledger as the person restoring (households).
  transactions: {
    counterpartId: undefined,
    searchText: undefined,
    month: undefined,
    createdBy: undefined,
    updatedBy: undefined,
    updatedAt: undefined,
  },
  plans: { contributed: 0 },
};

/**
 * A check failing on one row becomes RESTORE_ROW_INVALID naming the table and the row. A
 * reference to an id the restore did not create (missing from the backup, or someone else's)
 * is named too, with reason NOT_FOUND: the same answer for both, so it tells nothing more.
 */
export async function forRow<T>(table: string, row: number, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const data =
      error instanceof ConvexError ? (error.data as { code?: unknown; field?: string }) : null;
    if (data === null || !isErrorCode(data.code)) throw error;
    fail("RESTORE_ROW_INVALID", {
      table,
      row,
      reason: data.code,
      ...(data.field === undefined ? {} : { field: data.field }),
    });
  }
}

/** A reference from a restored document: must be an id of the user's own document. */
export async function ownedRef<T extends TableNames>(
  ctx: Ctx,
  table: T,
  value: unknown,
): Promise<Id<T>> {
  const id = typeof value === "string" ? ctx.db.normalizeId(table, value) : null;
  const doc = id === null ? null : await ctx.db.get(table, id);
  const owned = doc as { userId?: Id<"users">; deletingAt?: number } | null;
  if (id === null || owned?.userId !== ctx.ledgerKey || owned.deletingAt !== undefined) {
    fail("NOT_FOUND");
  }
  return id;
}

async function insertTransaction(ctx: Ctx, doc: Entry): Promise<string> {
  const account = (await ctx.db.get("accounts", doc.accountId))!;
  const [id] = await postEntries(ctx, account, [await restoredEntry(ctx, account, doc)]);
  return id;
}

export async function insertRestored(
  ctx: Ctx,
  table: ExportedTable,
  raw: unknown,
): Promise<string> {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw))
    fail("INVALID_ARGUMENT", "docs");
  const { _id, _creationTime, userId: _userId, ...given } = raw as Fields;
  const doc: Fields = { ...given, ...DERIVED[table], userId: ctx.ledgerKey };
  for (const key of Object.keys(doc)) if (doc[key] === undefined) delete doc[key];
  // Types, required fields, enums and no unknown fields, before any check reads a value.
  const validator = schema.tables[table].validator as unknown as Validator<Fields>;
  if (!validate(validator, doc)) fail("INVALID_ARGUMENT", "docs");
  for (const { field, table: target } of idFieldsOf(table)) {
    if (doc[field] !== undefined) doc[field] = await ownedRef(ctx, target, doc[field]);
  }
  if (table === "transactions") return await insertTransaction(ctx, doc as Entry);
  const check = RESTORE_CHECKS[table] as (
    ctx: Pick<Ctx, "db" | "ledgerKey">,
    doc: Fields,
  ) => Promise<Fields>;
  const fields = { ...(await check(ctx, doc)), userId: ctx.ledgerKey };
  if (table === "userPreferences") {
    // Preferences are the person's, not the household's: a restore into a shared household
    // gives the file's preferences to whoever restores it, never to its first owner.
    const mine = { ...fields, userId: ctx.personId };
    const existing = await findPreferences(ctx, ctx.personId);
    if (existing === null) return await ctx.db.insert("userPreferences", mine as never);
    await ctx.db.patch("userPreferences", existing._id, mine);
    return existing._id;
  }
  return await ctx.db.insert(table, fields as never);
}
