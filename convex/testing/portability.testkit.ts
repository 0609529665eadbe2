/**
 * An export with its ids replaced by positions ("accounts#0") and without creation times, so
 * two exports of the same data from different deployments or users compare equal.
 */
import { expect } from "vitest";
import { api } from "../_generated/api";
import type { ErrorCode } from "../shared/errors";
import { EXPORTED_TABLES, type ExportedTable, type ExportFile } from "../shared/portability";
import { signIn, type TestConvex } from "./helpers.testkit";

export function canonical(file: ExportFile) {
  const position = new Map<string, string>();
  for (const table of EXPORTED_TABLES) {
    (file.tables[table] ?? []).forEach((doc, i) => position.set(String(doc._id), `${table}#${i}`));
  }
  const tables: Record<string, unknown[]> = {};
  for (const table of EXPORTED_TABLES) {
    // Ids nest too (a split part's category), so every string is looked up, at any depth.
    const swap = (value: unknown): unknown => {
      if (typeof value === "string") return position.get(value) ?? value;
      if (Array.isArray(value)) return value.map(swap);
      if (typeof value === "object" && value !== null)
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, swap(v)]));
      return value;
    };
    tables[table] = (file.tables[table] ?? []).map(({ _id, _creationTime, ...doc }) => swap(doc));
  }
  return { profile: file.profile, tables };
}

/** A signed-in user with a restore begun, and one restored USD cash account. */
export async function restoring(t: TestConvex, email = "bob@example.com") {
  const user = await signIn(t, email);
  await user.as.mutation(api.dataRestore.begin, {});
  const put = (table: ExportedTable, docs: Record<string, unknown>[]) =>
    user.as.mutation(api.dataRestore.insert, { table, docs });
  const [account] = await put("accounts", [{ ...RESTORED_ACCOUNT }]);
  return { ...user, put, account };
}

export const RESTORED_ACCOUNT = {
  name: "Wallet",
  type: "cash",
  currency: "USD",
  initialBalance: 0,
  balance: 0,
};

/** Refused with RESTORE_ROW_INVALID, for `reason`, naming the table (and row, when given). */
export async function expectRefused(
  promise: Promise<unknown>,
  reason: ErrorCode,
  where: { table?: ExportedTable; row?: number } = {},
): Promise<void> {
  await expect(promise).rejects.toMatchObject({
    data: expect.objectContaining({ code: "RESTORE_ROW_INVALID", reason, ...where }),
  });
}
