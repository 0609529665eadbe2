/**
 * One payee cleaner for entries, rules, bulk edits, renames and statements: the same stored
 * form and the same length cap; only a forbidden character is treated by where it came from.
 */
import { describe, expect, test } from "vitest";
import { PAYEE_MAX_LENGTH } from "../../shared/importing";
import { cleanPayee } from "./clean";

const code = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as { data?: { code?: string; field?: string } }).data;
  }
  return undefined;
};

describe("cleanPayee", () => {
  test.each(["typed", "file"] as const)("%s: NFC, trimmed, absent when empty", (origin) => {
    expect(cleanPayee("  Cafe\u0301 Mu\u0308ller ", "payee", origin)).toBe("Café Müller");
    expect(cleanPayee("   ", "payee", origin)).toBeUndefined();
    expect(cleanPayee(undefined, "payee", origin)).toBeUndefined();
  });

  test.each(["typed", "file"] as const)("%s: one length cap, NAME_TOO_LONG", (origin) => {
    expect(cleanPayee("x".repeat(PAYEE_MAX_LENGTH), "payee", origin)).toHaveLength(
      PAYEE_MAX_LENGTH,
    );
    expect(code(() => cleanPayee("x".repeat(PAYEE_MAX_LENGTH + 1), "payee", origin))).toEqual({
      code: "NAME_TOO_LONG",
      field: "payee",
    });
  });

  test("typed: a control or bidi character is refused, named by the form's field", () => {
    expect(code(() => cleanPayee("\u202Eewer", "setPayee"))).toEqual({
      code: "INVALID_NAME",
      field: "setPayee",
    });
    expect(code(() => cleanPayee("Rewe\u0000"))).toMatchObject({ code: "INVALID_NAME" });
  });

  test("from a file or a bank: the same characters are dropped, the line is kept", () => {
    expect(cleanPayee("\u202Eewer", "payee", "file")).toBe("ewer");
    expect(cleanPayee("Rewe\u0000 ", "payee", "file")).toBe("Rewe");
    expect(cleanPayee("\u0007", "payee", "file")).toBeUndefined();
  });
});
