/** The fields of the import tables, declared once. */
import { v } from "convex/values";
import { vCsvMapping, vImportFormat, vImportStatus } from "../../shared/importing";

/** One row per statement import: what came in, from which file, and whether it was undone. */
export const importFields = v.object({
  userId: v.id("users"),
  accountId: v.id("accounts"),
  fileName: v.string(),
  format: vImportFormat,
  encoding: v.string(),
  startedAt: v.number(),
  finishedAt: v.optional(v.number()),
  status: vImportStatus,
  /** Rows of the file, rows written, rows skipped as duplicates (flagged or already imported). */
  total: v.number(),
  added: v.number(),
  duplicates: v.number(),
  /**
   * Undo: rows left in the ledger because they were reconciled since the import (the statement
   * matched them, so undo keeps them and the history says how many).
   */
  kept: v.optional(v.number()),
});

/** The CSV column mapping last used for an account, offered again on its next import. */
export const importMappingFields = v.object({
  userId: v.id("users"),
  accountId: v.id("accounts"),
  mapping: vCsvMapping,
});
