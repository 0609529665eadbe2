/**
 * Notifications end to end: a bill due soon reaches the bell of a second tab without a reload,
 * the e-mail lands in the outbox, and its unsubscribe link works in a browser not signed in.
 */
import { describe, expect, test } from "vitest";
import { AccountsPage, signUpVerified } from "./pages/AccountsPage";
import { AuthPage, latestEmail } from "./pages/AuthPage";
import { PlannerPage } from "./pages/PlannerPage";
import { runAsAdmin } from "./support/admin";
import { openPage, uniqueEmail, useBrowser } from "./support/browser";

const browser = useBrowser();

async function unsubscribeLink(to: string): Promise<URL> {
  for (let i = 0; i < 100; i++) {
    const mail = await latestEmail(to);
    const match = mail ? /(https?:\/\/\S+\/unsubscribe\?token=\S+)/.exec(mail.text) : null;
    if (match) return new URL(match[1]!);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no notification e-mail for ${to}`);
}

describe("notifications", () => {
  test("a bill due soon shows in the bell of another tab live, is e-mailed, and the unsubscribe link works signed out", async () => {
    const { context, page } = await openPage(browser());
    const email = uniqueEmail("notify");
    await signUpVerified(page, email);
    const accounts = new AccountsPage(page);
    await accounts.goto();
    await accounts.addAccount({ type: "Bank account", name: "Checking", balance: "1,000" });
    // Sessions are per tab: the second tab signs in too.
    const second = await context.newPage();
    await new AuthPage(second).logIn(email);
    const bell = second.getByTestId("notification-bell");
    await bell.waitFor();
    expect(await bell.getAttribute("data-unread")).toBe("0");

    const planner = new PlannerPage(page);
    await planner.goto("recurring");
    await planner.addSchedule({ amount: "42", description: "Rent", category: "Housing" });
    await runAsAdmin("internal/notifications:sweep", {});

    // The second tab never reloads: its query re-runs when the sweep writes.
    await second.locator('[data-testid="notification-bell"][data-unread="1"]').waitFor();
    await bell.click();
    const item = second.getByTestId("notification-item").first();
    expect(await item.getAttribute("data-kind")).toBe("bill_due");
    expect(await item.textContent()).toContain("$42.00 from Checking");

    const link = await unsubscribeLink(email);
    const guest = await openPage(browser());
    await guest.page.goto(`${link.pathname}${link.search}`);
    expect(await guest.page.getByTestId("unsubscribe-done").textContent()).toContain("Bill due");
  });
});
