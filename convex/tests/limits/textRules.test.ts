/**
 * Text people type: names are normalised and refuse control and
 * bidi characters; passwords keep R53's minimum but refuse all-whitespace and megabytes.
 */
import { describe, expect, test } from "vitest";
import { api } from "../../_generated/api";
import { PASSWORD_MAX_LENGTH, validateName, validatePassword } from "../../shared/validation";
import { newAuthTest, PASSWORD, signUp, type AuthTest } from "../../testing/auth.testkit";
import { cash, expectCode, setupWithAccount, signedIn, TODAY } from "../../testing/helpers.testkit";

const HOSTILE_NAMES = [
  "Rent\u0000",
  "Bank\u0007",
  "Tab\tbed",
  "Two\nlines",
  "C1\u0085",
  "\u202Etner",
  "Rent\u202A",
  "\u2066Rent\u2069",
  "Lone \uD800",
];

describe("defect 8: names accept NUL, control and bidi-override characters", () => {
  test.each(HOSTILE_NAMES)("the shared rule refuses %j as INVALID_NAME", (name) => {
    expect(validateName(name)).toBe("INVALID_NAME");
  });

  test("blank, too long and normalised names", () => {
    expect(validateName(" \u3000 ")).toBe("REQUIRED");
    expect(validateName("x".repeat(81))).toBe("NAME_TOO_LONG");
    expect(validateName("  Caf\u00e9 \u05D1\u05E0\u05E7 ")).toBeNull();
  });

  test("accounts, plans and the display name refuse them on the server", async () => {
    const { t, as } = await signedIn();
    for (const name of HOSTILE_NAMES) {
      await expectCode(as.mutation(api.accounts.create, { ...cash, name }), "INVALID_NAME");
      await expectCode(
        as.mutation(api.plans.create, {
          name,
          kind: "goal",
          targetAmount: 100,
          currency: "USD",
          targetDate: "2030-01-01",
        }),
        "INVALID_NAME",
      );
      await expectCode(as.mutation(api.profile.updateName, { name }), "INVALID_NAME");
    }
    expect(await t.run((ctx) => ctx.db.query("accounts").collect())).toEqual([]);
    expect(await t.run((ctx) => ctx.db.query("plans").collect())).toEqual([]);
  });

  test("names are stored in NFC and trimmed", async () => {
    const { t, as, userId } = await signedIn();
    // "e" + combining acute accent, as some keyboards and pastes produce it.
    const id = await as.mutation(api.accounts.create, { ...cash, name: "  Cafe\u0301 " });
    expect((await t.run((ctx) => ctx.db.get("accounts", id)))!.name).toBe("Caf\u00e9");
    await as.mutation(api.profile.updateName, { name: " Zoe\u0308 " });
    expect((await t.run((ctx) => ctx.db.get("users", userId)))!.name).toBe("Zo\u00eb");
  });

  test("notes keep their lines but refuse other control and bidi characters", async () => {
    const { t, as, accountId } = await setupWithAccount();
    const base = {
      accountId,
      kind: "expense",
      amount: 100,
      date: TODAY,
      category: "food",
    } as const;
    for (const notes of ["bell\u0007", "nul\u0000", "\u202Eevil"]) {
      await expectCode(as.mutation(api.transactions.create, { ...base, notes }), "INVALID_TEXT");
    }
    const id = await as.mutation(api.transactions.create, { ...base, notes: " line 1\nline 2 " });
    expect((await t.run((ctx) => ctx.db.get("transactions", id)))!.notes).toBe("line 1\nline 2");
  });
});

function signUpWith(t: AuthTest, email: string, password: string) {
  return t.action(api.auth.signIn, {
    provider: "password",
    params: { email, password, flow: "signUp" },
  });
}

describe("defect 9: passwords of six spaces are accepted; no maximum length", () => {
  test("the shared rule: R53 minimum kept, blank and over-long refused", () => {
    expect(validatePassword("      ")).toBe("PASSWORD_BLANK");
    expect(validatePassword("\t \u00a0   ")).toBe("PASSWORD_BLANK");
    expect(validatePassword("12345")).toBe("PASSWORD_TOO_SHORT");
    expect(validatePassword(" 1 2 3 ")).toBeNull();
    expect(validatePassword("x".repeat(PASSWORD_MAX_LENGTH))).toBeNull();
    expect(validatePassword("x".repeat(PASSWORD_MAX_LENGTH + 1))).toBe("PASSWORD_TOO_LONG");
  });

  test("sign-up and password change refuse them on the server", async () => {
    const t = newAuthTest();
    await expectCode(signUpWith(t, "s@example.com", "      "), "PASSWORD_BLANK");
    await expectCode(signUpWith(t, "s@example.com", "x".repeat(1025)), "PASSWORD_TOO_LONG");
    const me = await signUp(t, "pw@example.com");
    await expectCode(
      me.action(api.profile.changePassword, { currentPassword: PASSWORD, newPassword: "      " }),
      "PASSWORD_BLANK",
    );
    await expectCode(
      me.action(api.profile.changePassword, {
        currentPassword: PASSWORD,
        newPassword: "y".repeat(1025),
      }),
      "PASSWORD_TOO_LONG",
    );
  });
});
