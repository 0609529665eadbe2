/**
 * Median and p95 time from saving a transaction in one page to it appearing (with the new
 * balance) in another page of the same user, in Chromium against the offline backend.
 * Printed, not asserted: `npm run bench` runs it.
 */
import { test } from "vitest";
import { AccountsPage, signUpVerified } from "../e2e/pages/AccountsPage";
import { AuthPage } from "../e2e/pages/AuthPage";
import { TransactionsPage } from "../e2e/pages/TransactionsPage";
import { launchBrowser, openPage, uniqueEmail } from "../e2e/support/browser";

const WRITES = 20;

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

test("live update latency between two pages", async () => {
  const browser = await launchBrowser();
  const email = uniqueEmail("bench");
  const first = await openPage(browser);
  await signUpVerified(first.page, email);
  await new AccountsPage(first.page).goto();
  await new AccountsPage(first.page).addAccount({ type: "Cash", name: "Wallet", balance: "1000" });
  const writer = new TransactionsPage(first.page);
  await writer.goto();
  await writer.selectAccount("Wallet");

  const second = await openPage(browser);
  await new AuthPage(second.page).logIn(email);
  const reader = new TransactionsPage(second.page);
  await reader.goto(`?account=${writer.accountId()}`);
  await reader.balance.waitFor();

  const times: number[] = [];
  for (let i = 0; i < WRITES; i += 1) {
    await first.page.getByTestId("add-transaction").first().click();
    await writer.dialog.getByLabel(/^Amount/).fill("1");
    await writer.dialog.getByLabel("Notes").fill(`Bench write ${i}`);
    const started = performance.now();
    await writer.dialog.getByRole("button", { name: "Save" }).click();
    await reader.row(`Bench write ${i}`).waitFor();
    times.push(performance.now() - started);
    await writer.dialog.waitFor({ state: "detached" });
  }
  console.log(
    `\nLive update in Chromium (save in page A → row in page B, ${WRITES} writes): ` +
      `median ${percentile(times, 0.5).toFixed(0)} ms, p95 ${percentile(times, 0.95).toFixed(0)} ms`,
  );
  await browser.close();
});
