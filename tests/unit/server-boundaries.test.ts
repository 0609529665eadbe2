import { resolve } from "node:path";
import { ESLint } from "eslint";
import { describe, expect, test } from "vitest";

const root = resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: root });

/** The no-restricted-imports messages ESLint gives `code` as if it were the file at `path`. */
async function restrictions(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, path) });
  return result.messages.filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

/** The no-restricted-syntax messages (the ledger room's rule) for `code` at `path`. */
async function syntaxRestrictions(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, path) });
  return result.messages.filter((m) => m.ruleId === "no-restricted-syntax").map((m) => m.message);
}

const LEDGER_WRITE = /Only convex\/model\/ledger\/ writes transactions/;
const API_IMPORT = /convex\/model must not import an API module/;
const RAW_BUILDER = /Build public functions with userQuery\/userMutation\/userAction/;
const SHARED_PURITY = /convex\/shared imports only convex\/shared itself/;

describe("server boundaries kept by ESLint", { timeout: 60_000 }, () => {
  test("a model file in a domain folder may not import an API module", async () => {
    const code = 'import { list } from "../../accounts";\nexport const x = list;\n';
    const messages = await restrictions("convex/model/accounts/probe.ts", code);
    expect(messages).toEqual([expect.stringMatching(API_IMPORT)]);
  });

  test("a model file at model/ root may not import an API module either", async () => {
    const code = 'import { list } from "../accounts";\nexport const x = list;\n';
    const messages = await restrictions("convex/model/probe.ts", code);
    expect(messages).toEqual([expect.stringMatching(API_IMPORT)]);
  });

  test("nor an internal API module in convex/internal/", async () => {
    const code =
      'import { sendEmail } from "../../internal/emails";\nexport const x = sendEmail;\n';
    const messages = await restrictions("convex/model/emails/probe.ts", code);
    expect(messages).toEqual([expect.stringMatching(API_IMPORT)]);
  });

  test("convex/internal/ builds internal functions only: no raw or wrapped public builder", async () => {
    const code = [
      'import { query } from "../_generated/server";',
      'import { liveSessionUserId, userQuery } from "../lib/functions";',
      "export const x = [query, userQuery, liveSessionUserId];",
      "",
    ].join("\n");
    const messages = await restrictions("convex/internal/probe.ts", code);
    expect(messages).toEqual([
      expect.stringMatching(RAW_BUILDER),
      expect.stringMatching(/convex\/internal\/ holds internal functions only/),
    ]);
    const internal =
      'import { internalQuery } from "../_generated/server";\nexport const x = internalQuery;\n';
    expect(await restrictions("convex/internal/probe.ts", internal)).toEqual([]);
  });

  test("model files may import other model files, shared, lib and _generated", async () => {
    const code = [
      'import { fail } from "../errors";',
      'import { accountFields } from "../accounts/fields";',
      'import { getOwned } from "../../lib/ownership";',
      'import { fromMajor } from "../../shared/money";',
      'import { internal } from "../../_generated/api";',
      "export const x = [fail, accountFields, getOwned, fromMajor, internal];",
      "",
    ].join("\n");
    expect(await restrictions("convex/model/plans/probe.ts", code)).toEqual([]);
  });

  test("an API file may not build a public function with the raw query builder", async () => {
    const code = 'import { query } from "./_generated/server";\nexport const x = query;\n';
    const messages = await restrictions("convex/probe.ts", code);
    expect(messages).toEqual([expect.stringMatching(RAW_BUILDER)]);
  });

  test("nor with the raw mutation or action builders, in model files too", async () => {
    const code =
      'import { action, mutation } from "../../_generated/server";\nexport const x = [action, mutation];\n';
    const messages = await restrictions("convex/model/chat/probe.ts", code);
    expect(messages).toHaveLength(2);
    for (const m of messages) expect(m).toMatch(RAW_BUILDER);
  });

  test("a shared file may not import server code, another folder or a package", async () => {
    const planted = [
      'import { vCurrency } from "../model/validators";',
      'import { internal } from "../_generated/api";',
      'import { query } from "../_generated/server";',
      'import { getOwned } from "../lib/ownership";',
      'import { list } from "../accounts";',
      'import { defineTable } from "convex/server";',
      'import fc from "fast-check";',
      "export const x = [vCurrency, internal, query, getOwned, list, defineTable, fc];",
      "",
    ].join("\n");
    const messages = await restrictions("convex/shared/probe.ts", planted);
    expect(messages).toHaveLength(7);
    for (const m of messages) expect(m).toMatch(SHARED_PURITY);
  });

  test("a shared file may import convex/shared, convex/values and the data model's types", async () => {
    const code = [
      'import { v } from "convex/values";',
      'import type { Id } from "../_generated/dataModel";',
      'import { fromMajor } from "./money";',
      'import { CURRENCIES } from "./currencies.js";',
      "export const x = [v, fromMajor, CURRENCIES];",
      "export type Y = Id<'accounts'>;",
      "",
    ].join("\n");
    expect(await restrictions("convex/shared/probe.ts", code)).toEqual([]);
  });

  test("internal builders stay allowed everywhere", async () => {
    const code =
      'import { internalAction, internalMutation, internalQuery } from "./_generated/server";\n' +
      "export const x = [internalAction, internalMutation, internalQuery];\n";
    expect(await restrictions("convex/probe.ts", code)).toEqual([]);
  });

  test("the wrapper and the three guest-facing files named in the config may use raw builders", async () => {
    const code = 'import { query } from "./_generated/server";\nexport const x = query;\n';
    for (const path of ["convex/auth.ts", "convex/preferences.ts", "convex/users.ts"]) {
      expect(await restrictions(path, code)).toEqual([]);
    }
    const wrapper =
      'import { action, mutation, query } from "../_generated/server";\nexport const x = [action, mutation, query];\n';
    expect(await restrictions("convex/lib/functions.ts", wrapper)).toEqual([]);
  });
});

describe("the ledger room kept by ESLint", { timeout: 60_000 }, () => {
  const writes = [
    "export async function f(ctx: any, id: any, tx: any, row: any) {",
    '  await ctx.db.insert("transactions", tx);',
    '  await ctx.db.patch("transactions", id, { cleared: "cleared" });',
    '  await ctx.db.replace("transactions", id, tx);',
    '  await ctx.db.delete("transactionTags", id);',
    '  await ctx.db.patch("payees", id, { name: "REWE" });',
    '  await ctx.db.delete("monthlyRollups", id);',
    '  await ctx.db.insert("splitCategories", row);',
    "}",
    "",
  ].join("\n");

  test("an API file may not write a ledger table", async () => {
    const messages = await syntaxRestrictions("convex/probe.ts", writes);
    expect(messages).toHaveLength(7);
    for (const m of messages) expect(m).toMatch(LEDGER_WRITE);
  });

  test("nor may a model file outside the ledger, with ctx.db or a bare db", async () => {
    const code =
      'export async function f(db: any, id: any) {\n  await db.delete("transactions", id);\n}\n';
    for (const path of ["convex/model/bulk/probe.ts", "convex/model/users/probe.ts"]) {
      expect(await syntaxRestrictions(path, code)).toEqual([expect.stringMatching(LEDGER_WRITE)]);
    }
    expect(await syntaxRestrictions("convex/model/reconciliation/probe.ts", writes)).toHaveLength(
      7,
    );
  });

  test("outside the ledger an account's balance and cleared total may not be set", async () => {
    const code = [
      "export async function f(ctx: any, id: any, account: any) {",
      '  await ctx.db.patch("accounts", id, { balance: 0 });',
      '  await ctx.db.replace("accounts", id, { ...account, clearedTotal: 0 });',
      "}",
      "",
    ].join("\n");
    const messages = await syntaxRestrictions("convex/accounts.ts", code);
    expect(messages).toEqual([
      expect.stringMatching(LEDGER_WRITE),
      expect.stringMatching(LEDGER_WRITE),
    ]);
  });

  test("opening an account and changing its other fields are not ledger writes", async () => {
    const code = [
      "export async function f(ctx: any, id: any, fields: any) {",
      '  await ctx.db.insert("accounts", { ...fields, balance: fields.initialBalance });',
      '  await ctx.db.patch("accounts", id, { deletingAt: 1 });',
      '  await ctx.db.delete("accounts", id);',
      '  await ctx.db.insert("undoLog", fields);',
      "}",
      "",
    ].join("\n");
    expect(await syntaxRestrictions("convex/model/sampleData/probe.ts", code)).toEqual([]);
  });

  test("the ledger room itself, and tests with their seed kits, may write", async () => {
    for (const path of [
      "convex/model/ledger/probe.ts",
      "convex/transactions.probe.test.ts",
      "convex/testing/probe.testkit.ts",
    ]) {
      expect(await syntaxRestrictions(path, writes)).toEqual([]);
    }
  });
});
