import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { ShellPage } from "./pages/ShellPage";
import { launchBrowser, openPage, uniqueEmail } from "./support/browser";
import {
  googleEnv,
  OIDC_CLIENT_ID,
  startOidcMock,
  type MockUser,
  type OidcMock,
} from "./support/oidcMock";

/**
 * Sets (or with null removes) a deployment variable on the running offline backend, through
 * the admin endpoint `cli env set` uses.
 */
async function setBackendEnv(name: string, value: string | null): Promise<void> {
  const adminKey = readFileSync(join(inject("dataDir"), "admin_key"), "utf8").trim();
  const response = await fetch(`${inject("backendUrl")}/api/admin/env`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Convex ${adminKey}` },
    body: JSON.stringify({ op: "set", name, value }),
  });
  if (response.status !== 200) throw new Error(`env set ${name} failed: ${await response.text()}`);
}

function googleUser(prefix: string): MockUser {
  const email = uniqueEmail(prefix);
  return { sub: `google-${email}`, email, name: `Test ${prefix}`, emailVerified: true };
}

/** After a Google sign-in: signed in as the mock's user, verified, so /accounts opens. */
async function expectSignedInAs(page: Page, user: MockUser) {
  const shell = new ShellPage(page);
  await shell.userMenu.waitFor();
  expect(await shell.userMenu.textContent()).toContain(user.name);
  await shell.goto("/settings");
  await page.getByText(user.email).first().waitFor();
  // A verified address from Google marks the user verified: no detour to /verify-email.
  await shell.goto("/accounts");
  expect(new URL(page.url()).pathname).toBe("/accounts");
}

let browser: Browser;
let mock: OidcMock;

beforeAll(async () => {
  browser = await launchBrowser();
  mock = await startOidcMock(inject("oidcIssuer"), googleUser("google"));
  for (const [name, value] of Object.entries(googleEnv(mock.issuer)))
    await setBackendEnv(name, value);
});

afterAll(async () => {
  // Back to the default for the files that run after this one: no Google client configured.
  for (const name of Object.keys(googleEnv(""))) await setBackendEnv(name, null);
  await mock?.stop();
  await browser?.close();
});

describe("Google sign-in against a local OpenID provider", () => {
  test("R43 R63 the popup asks for openid profile email with select_account and signs the main page in", async () => {
    const { context, page } = await openPage(browser);
    mock.user = googleUser("popup");
    const before = mock.authorizeRequests.length;
    await page.goto("/login");
    const popupOpened = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Continue with Google" }).click();
    const popup = await popupOpened;
    await popup.waitForEvent("close");
    await expectSignedInAs(page, mock.user);
    // The page never left the app: the popup did the round trip.
    expect(new URL(page.url()).origin).toBe(inject("appUrl"));

    expect(mock.authorizeRequests.length).toBe(before + 1);
    const authorize = mock.authorizeRequests[before].searchParams;
    expect(authorize.get("scope")?.split(" ").sort()).toEqual(["email", "openid", "profile"]);
    expect(authorize.get("prompt")).toBe("select_account");
    expect(authorize.get("client_id")).toBe(OIDC_CLIENT_ID);
    expect(authorize.get("response_type")).toBe("code");
    expect(authorize.get("redirect_uri")).toBe(`${inject("siteUrl")}/api/auth/callback/google`);
    expect(authorize.get("code_challenge_method")).toBe("S256");
    await context.close();
  });

  test("R43 a blocked popup falls back to a full-page redirect that signs in", async () => {
    const { context, page } = await openPage(browser);
    mock.user = googleUser("blocked");
    const before = mock.authorizeRequests.length;
    // What a popup blocker does: window.open returns null.
    await page.addInitScript(() => {
      window.open = () => null;
    });
    let popups = 0;
    page.on("popup", () => (popups += 1));
    await page.goto("/login");
    await page.getByRole("button", { name: "Continue with Google" }).click();
    await expectSignedInAs(page, mock.user);
    expect(popups).toBe(0);
    expect(mock.authorizeRequests.length).toBe(before + 1);
    expect(mock.authorizeRequests[before].searchParams.get("prompt")).toBe("select_account");
    // The one-time code was taken out of the address once redeemed.
    expect(new URL(page.url()).searchParams.has("code")).toBe(false);
    await context.close();
  });

  test("R43 a popup closed before it finishes falls back to the redirect", async () => {
    const { context, page } = await openPage(browser);
    mock.user = googleUser("closed");
    await page.goto("/login");
    // The user closes the popup at once.
    page.on("popup", (popup) => void popup.close());
    await page.getByRole("button", { name: "Continue with Google" }).click();
    await expectSignedInAs(page, mock.user);
    await context.close();
  });

  test("R20 without a Google client the button stays and says sign-in is not configured", async () => {
    await setBackendEnv("AUTH_GOOGLE_ID", null);
    await setBackendEnv("AUTH_GOOGLE_SECRET", null);
    const { context, page } = await openPage(browser);
    let popups = 0;
    page.on("popup", () => (popups += 1));
    await page.goto("/login");
    await page.getByRole("button", { name: "Continue with Google" }).click();
    await page.getByText("Google sign-in is not configured on this server.").waitFor();
    expect(popups).toBe(0);
    expect(new URL(page.url()).pathname).toBe("/login");
    await context.close();
  });
});
