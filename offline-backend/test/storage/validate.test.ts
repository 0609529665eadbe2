/**
 * The quick schema check agrees with convex-test's own validation on the app's real schema:
 * for documents built to sit on both sides of every rule (unions of literals, optional fields,
 * ids of the right and wrong table, extra fields, nested objects), it accepts exactly what
 * convex-test accepts.
 */
import { convexTest } from "convex-test";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import schema from "../../../convex/schema";
import { captureInternals } from "../../src/internals";
import type { DatabaseFake } from "../../src/storage/guard";
import { conforms, type ValidatorJson } from "../../src/storage/validate";

const modules = { "./_generated/api.js": async () => ({}) };

async function schemaDb(): Promise<DatabaseFake> {
  const t = convexTest(schema, modules) as unknown as {
    run(fn: () => Promise<null>): Promise<null>;
  };
  const { db } = await captureInternals(() => t.run(async () => null));
  return db;
}

function accepted(db: DatabaseFake, table: string, doc: unknown): boolean {
  const original = (Object.getPrototypeOf(db) as DatabaseFake)._validate;
  try {
    original.call(db, table, doc);
    return true;
  } catch {
    return false;
  }
}

const valid = {
  userId: "1users",
  accountId: "2accounts",
  date: "2026-10-01",
  kind: "expense",
  amount: -1234,
  category: "food",
  notes: "Market",
  original: { amount: -1000, currency: "EUR", rate: 1.234 },
  payee: "REWE",
  cleared: "cleared",
};

const fieldValue = fc.oneof(
  fc.constantFrom("food", "other", "Food", "income", "transfer", "expense", "cleared", "nope"),
  fc.constantFrom("1users", "2accounts", "3transactions", "users", ""),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.constant({ amount: 1, currency: "USD", rate: 1 }),
  fc.constant({ amount: "1", currency: "USD", rate: 1 }),
  fc.constant([1, 2]),
);

const variant = fc.record({
  change: fc.dictionary(fc.constantFrom(...Object.keys(valid), "extra", "_id"), fieldValue, {
    maxKeys: 3,
  }),
  drop: fc.subarray(Object.keys(valid), { maxLength: 2 }),
});

describe("quick schema check", () => {
  test("accepts exactly what convex-test accepts (transactions, 2,000 generated documents)", async () => {
    const db = await schemaDb();
    const type = db._schema!.tables.get("transactions")!.documentType as ValidatorJson;
    expect(conforms(type, valid)).toBe(true);
    fc.assert(
      fc.property(variant, ({ change, drop }) => {
        const doc: Record<string, unknown> = { ...valid, ...change };
        for (const key of drop) delete doc[key];
        for (const key of Object.keys(doc)) if (doc[key] === undefined) delete doc[key];
        expect(conforms(type, doc)).toBe(accepted(db, "transactions", doc));
      }),
      { numRuns: 2000, seed: 20261124 },
    );
  });

  test("every table's schema is one the quick check understands (a valid-looking miss would only slow it down)", async () => {
    const db = await schemaDb();
    const kinds = new Set<string>();
    const walk = (v: ValidatorJson) => {
      kinds.add(v.type);
      if (v.type === "union") (v.value as ValidatorJson[]).forEach(walk);
      if (v.type === "array") walk(v.value as ValidatorJson);
      if (v.type === "object")
        Object.values(v.value as Record<string, { fieldType: ValidatorJson }>).forEach((f) =>
          walk(f.fieldType),
        );
    };
    for (const [, table] of db._schema!.tables) walk(table.documentType as ValidatorJson);
    const known = [
      "null",
      "number",
      "bigint",
      "boolean",
      "string",
      "bytes",
      "any",
      "literal",
      "id",
      "array",
      "union",
      "object",
    ];
    expect([...kinds].filter((kind) => !known.includes(kind))).toEqual([]);
  });
});
