/**
 * Return values are checked as convex-test checks them (and Convex does), without throwing
 * per rejected union member (src/returns.ts), through the whole server.
 */
import { anyApi } from "convex/server";
import { v } from "convex/values";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { mismatch, type ValidatorJson } from "../src/returns";
import { httpClient, startBackend, type Backend } from "./helpers";

const api = anyApi;

describe("mismatch", () => {
  // The JSON form of a validator is what Convex's module export hands the server.
  const row = (
    v.object({
      kind: v.union(v.literal("a"), v.id("items")),
      note: v.optional(v.string()),
    }) as unknown as { json: ValidatorJson }
  ).json;

  test("accepts what matches, a union by any member, optional fields absent", () => {
    expect(mismatch(row, { kind: "a" })).toBeNull();
    expect(mismatch(row, { kind: "12items", note: "x" })).toBeNull();
    expect(mismatch({ type: "array", value: row }, [])).toBeNull();
    expect(mismatch({ type: "any" }, { anything: 1 })).toBeNull();
  });

  test("names what does not match, as convex-test does", () => {
    expect(mismatch(row, { kind: "b" })).toMatch(/Expected one of literal, id, got `"b"`/);
    expect(mismatch(row, { kind: "12users" })).toMatch(/Expected one of literal, id/);
    expect(mismatch(row, {})).toMatch(/Missing required field `kind`/);
    expect(mismatch(row, { kind: "a", extra: 1 })).toMatch(/Unexpected field `extra`/);
    expect(mismatch(row, { kind: "a", note: 3 })).toMatch(/Expected `string`, got `3`/);
    expect(mismatch({ type: "null" }, 0)).toMatch(/Expected `null`/);
    expect(mismatch({ type: "array", value: row }, { kind: "a" })).toMatch(/Expected `Array`/);
    expect(mismatch(row, new Date())).toMatch(/plain old JavaScript/);
  });
});

describe("through the server", () => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await startBackend();
  });
  afterAll(async () => {
    await backend?.stop();
  });

  test("a result that matches its returns validator comes back whole", async () => {
    expect(await httpClient(backend).query(api.items.shaped, {})).toEqual([
      { kind: "c" },
      { kind: "a", n: 1 },
    ]);
  });

  test("a result that does not fails the query with the validation message", async () => {
    await expect(httpClient(backend).query(api.items.misshaped, {})).rejects.toThrow(
      /Return value validation failed for query "items:misshaped"/,
    );
  });

  test("a mutation whose result fails the check writes nothing; undefined is null", async () => {
    const client = httpClient(backend);
    const before = (await client.query(api.items.count, {})) as number;
    await expect(client.mutation(api.items.insertAndMisreturn, {})).rejects.toThrow(
      /Return value validation failed for mutation "items:insertAndMisreturn"/,
    );
    expect(await client.query(api.items.count, {})).toBe(before);
    expect(await client.mutation(api.items.insertNothing, {})).toBeNull();
  });
});
