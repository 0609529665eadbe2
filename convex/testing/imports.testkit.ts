/** Set-up for tests that need a statement imported: start, one chunk, finish. */
import { api } from "../_generated/api.js";
import type { Id } from "../_generated/dataModel";
import type { Caller } from "./helpers.testkit";

export type StatementRow = {
  key: string;
  date: string;
  amount: number;
  payee: string;
  category: string;
};

/** Imports `rows` into the account as one file of `format`, as the import screen does. */
export async function importStatement(
  as: Caller,
  accountId: Id<"accounts">,
  format: "ofx" | "csv",
  rows: StatementRow[],
) {
  const importId = await as.mutation(api.imports.start, {
    accountId,
    fileName: `statement.${format}`,
    format,
    encoding: "utf-8",
    total: rows.length,
  });
  const written = await as.mutation(api.imports.addChunk, { importId, rows });
  await as.mutation(api.imports.finish, { importId, duplicates: 0, cancelled: false });
  return { importId, written };
}
