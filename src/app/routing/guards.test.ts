import { describe, expect, test } from "vitest";
import { guardRoute, safeReturnPath, type AuthStatus } from "./guards";

type Row = [string, string, string, AuthStatus, string | null, string | null];

// [rule, path, search, auth, stored reset state, expected redirect]
const rows: Row[] = [
  [
    "R14 guard 1: verify-signin with state passes for a guest",
    "/verify-signin",
    "?state=abc",
    "signedOut",
    null,
    null,
  ],
  [
    "R14 guard 1: verify-signin with state passes even when signed in",
    "/verify-signin",
    "?state=abc",
    "verified",
    null,
    null,
  ],
  [
    "R16 a verification link (with its token) reaches /verify-email signed out",
    "/verify-email",
    "?token=abc",
    "signedOut",
    null,
    null,
  ],
  ["R18 verify-signin without state is guest-only", "/verify-signin", "", "verified", null, "/"],
  [
    "R15 guard 2: reset-password with a different state goes to /login",
    "/reset-password",
    "?state=abc",
    "signedOut",
    "xyz",
    "/login",
  ],
  [
    "R15 guard 2: reset-password with no stored state goes to /login",
    "/reset-password",
    "?state=abc",
    "signedOut",
    null,
    "/login",
  ],
  [
    "R15 guard 2: reset-password without state goes to /login",
    "/reset-password",
    "",
    "signedOut",
    "xyz",
    "/login",
  ],
  [
    "R15 guard 2: reset-password with the matching state passes",
    "/reset-password",
    "?state=xyz",
    "signedOut",
    "xyz",
    null,
  ],
  [
    "R16 guard 3: /accounts signed out goes to /login",
    "/accounts",
    "",
    "signedOut",
    null,
    "/login",
  ],
  [
    "R16 guard 3: /transactions signed out goes to /login",
    "/transactions",
    "",
    "signedOut",
    null,
    "/login",
  ],
  ["R16 guard 3: /planner signed out goes to /login", "/planner", "", "signedOut", null, "/login"],
  ["R16 guard 3: /reports signed out goes to /login", "/reports", "", "signedOut", null, "/login"],
  [
    "R16 guard 3: /settings signed out goes to /login",
    "/settings",
    "",
    "signedOut",
    null,
    "/login",
  ],
  [
    "R16 guard 3: /verify-email signed out goes to /login",
    "/verify-email",
    "",
    "signedOut",
    null,
    "/login",
  ],
  [
    "R17 guard 4: unverified on /accounts goes to /verify-email",
    "/accounts",
    "",
    "unverified",
    null,
    "/verify-email",
  ],
  [
    "R17 guard 4: unverified on /settings goes to /verify-email",
    "/settings",
    "",
    "unverified",
    null,
    "/verify-email",
  ],
  ["R17 unverified may open /verify-email", "/verify-email", "", "unverified", null, null],
  ["R59 verified user opens /accounts", "/accounts", "", "verified", null, null],
  ["R59 verified user opens /reports", "/reports", "", "verified", null, null],
  ["R18 guard 5: /login signed in goes to /", "/login", "", "verified", null, "/"],
  ["R18 guard 5: /signup signed in (unverified) goes to /", "/signup", "", "unverified", null, "/"],
  [
    "R18 guard 5: reset-password with matching state but signed in goes to /",
    "/reset-password",
    "?state=xyz",
    "verified",
    "xyz",
    "/",
  ],
  ["R12 guest opens /login", "/login", "", "signedOut", null, null],
  ["R12 guest opens /signup", "/signup", "", "signedOut", null, null],
  ["R12 home is open to guests", "/", "", "signedOut", null, null],
  ["R12 home is open to signed-in users", "/", "", "verified", null, null],
  [
    "R13 unknown path is open to everyone (Not found)",
    "/no-such-page",
    "",
    "signedOut",
    null,
    null,
  ],
  ["R12 trailing slash is the same route", "/accounts/", "", "signedOut", null, "/login"],
];

describe("guardRoute", () => {
  test.each(rows)("%s", (_title, path, search, auth, storedResetState, expected) => {
    expect(guardRoute({ path, search, auth, storedResetState })).toBe(expected);
  });
});

describe("safeReturnPath", () => {
  test.each([
    ["/accounts", "/accounts"],
    ["/transactions?account=abc", "/transactions?account=abc"],
    ["//evil.example/x", null],
    ["https://evil.example/", null],
    ["/\\evil.example", null],
    ["/login", null],
    ["/signup?x=1", null],
    [42, null],
    [undefined, null],
  ])("%s → %s", (from, expected) => {
    expect(safeReturnPath(from)).toBe(expected);
  });
});

describe("a session that still owes its two-factor code", () => {
  test.each([
    ["/accounts", "/login"],
    ["/settings", "/login"],
    ["/", "/login"],
    ["/verify-email", "/login"],
    ["/signup", "/login"],
    ["/login", null],
  ])("%s → %s", (path, expected) => {
    expect(guardRoute({ path, search: "", auth: "twoFactor", storedResetState: null })).toBe(
      expected,
    );
  });
});
