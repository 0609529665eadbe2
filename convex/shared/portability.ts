/**
 * The export file's shape, shared by the server (which pages out and restores the tables) and
 * the browser (which assembles and reads the file).
 */
import type { TableNames } from "../_generated/dataModel";

/** Exported tables in restore order (a table comes after every table it refers to). */
export const EXPORTED_TABLES = [
  "userPreferences",
  "accounts",
  "categories",
  "rules",
  "imports",
  "importMappings",
  "transactions",
  "budgets",
  "schedules",
  "scheduleOccurrences",
  "plans",
  "planContributions",
  "exchangeRates",
  "insightStates",
  "chatThreads",
  "chatMessages",
  "envelopeMonths",
  "envelopeCategories",
  "envelopeAccounts",
] as const satisfies readonly TableNames[];
export type ExportedTable = (typeof EXPORTED_TABLES)[number];

export const EXPORT_FORMAT = "personal-finance-advisor";
/** 2 added the envelope budget (envelopeMonths, envelopeCategories, envelopeAccounts). */
export const EXPORT_VERSION = 2;
/** Versions a restore reads: an older file lacks the newer tables, which then stay empty. */
export const READABLE_VERSIONS: readonly number[] = [1, 2];
/** Documents per export page and per restore chunk (inside Convex's per-function limits). */
export const PORTABILITY_PAGE = 500;
export const RESTORE_CHUNK = 200;

export interface ExportFile {
  format: typeof EXPORT_FORMAT;
  version: number;
  exportedAt: string;
  profile: { name?: string; email?: string };
  tables: Partial<Record<ExportedTable, Record<string, unknown>[]>>;
}
