/**
 * An import's record (what came in, how far it got, whether it was undone) and the CSV mapping
 * each account remembers for its next file: every read and write of the two tables the public
 * import functions make.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";

type ReadCtx = { db: QueryCtx["db"] };
type WriteCtx = { db: MutationCtx["db"]; ledgerKey: Id<"users"> };
type CsvMapping = Doc<"importMappings">["mapping"];

/** The import history shows this many of an account's latest imports. */
const RECENT_IMPORTS = 20;

/** The CSV mapping last used for the account, or null: one per account (by_account). */
export async function savedMapping(ctx: ReadCtx, accountId: Id<"accounts">) {
  return await ctx.db
    .query("importMappings")
    .withIndex("by_account", (q) => q.eq("accountId", accountId))
    .unique();
}

/** Remembers `mapping` as the account's, replacing the one it had. */
export async function rememberMapping(
  ctx: WriteCtx,
  accountId: Id<"accounts">,
  mapping: CsvMapping,
): Promise<void> {
  const saved = await savedMapping(ctx, accountId);
  if (saved) await ctx.db.patch("importMappings", saved._id, { mapping });
  else await ctx.db.insert("importMappings", { userId: ctx.ledgerKey, accountId, mapping });
}

/** The record of a new import into `accountId`, running and with nothing written yet. */
export async function openImport(
  ctx: WriteCtx,
  accountId: Id<"accounts">,
  file: Pick<Doc<"imports">, "fileName" | "format" | "encoding" | "total">,
): Promise<Id<"imports">> {
  return await ctx.db.insert("imports", {
    userId: ctx.ledgerKey,
    accountId,
    fileName: file.fileName,
    format: file.format,
    encoding: file.encoding,
    startedAt: Date.now(),
    status: "running",
    total: file.total,
    added: 0,
    duplicates: 0,
  });
}

/** Adds one chunk's rows written and rows skipped to the import's counts. */
export async function countChunk(
  ctx: WriteCtx,
  record: Doc<"imports">,
  added: number,
  skipped: number,
): Promise<void> {
  await ctx.db.patch("imports", record._id, {
    added: record.added + added,
    duplicates: record.duplicates + skipped,
  });
}

/** Ends the import, done or cancelled, adding the duplicates the browser flagged itself. */
export async function closeImport(
  ctx: WriteCtx,
  record: Doc<"imports">,
  duplicates: number,
  cancelled: boolean,
): Promise<void> {
  await ctx.db.patch("imports", record._id, {
    status: cancelled ? "cancelled" : "done",
    finishedAt: Date.now(),
    duplicates: record.duplicates + duplicates,
  });
}

/** Marks the import as being undone; a count of rows kept by an earlier undo goes. */
export async function markUndoing(ctx: WriteCtx, importId: Id<"imports">): Promise<void> {
  await ctx.db.patch("imports", importId, { status: "undoing", kept: undefined });
}

/** The account's latest imports, newest first. */
export async function recentImports(
  ctx: ReadCtx,
  accountId: Id<"accounts">,
): Promise<Doc<"imports">[]> {
  return await ctx.db
    .query("imports")
    .withIndex("by_account", (q) => q.eq("accountId", accountId))
    .order("desc")
    .take(RECENT_IMPORTS);
}
