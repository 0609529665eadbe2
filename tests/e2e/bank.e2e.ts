import { resolve } from "node:path";
import { tmpdir } from "node:os";
import { describe, expect, test } from "vitest";
import { AccountsPage, ledgerInTwoTabs } from "./pages/AccountsPage";
import { BankConnectionsPage } from "./pages/BankConnectionsPage";
import { useBrowser } from "./support/browser";

const browser = useBrowser();

describe("bank connections", () => {
  test("connect the demo bank, link an account, transactions arrive in another tab, a second sync adds nothing", async () => {
    const { first, second, watcher } = await ledgerInTwoTabs(browser(), "bank", "0");
    await watcher.empty.waitFor();

    const accounts = new AccountsPage(first.page);
    await accounts.goto();
    const bank = new BankConnectionsPage(first.page);
    await bank.connectDemoBank();
    expect(await bank.dialog.getByTestId("bank-account-to-link").count()).toBe(3);
    await first.page.screenshot({ path: resolve(tmpdir(), "bank-link.png"), fullPage: true });
    // On a phone the proposed account's name and type each get the full width: the name shows whole.
    await first.page.setViewportSize({ width: 360, height: 740 });
    const card = bank.dialog
      .getByTestId("bank-account-to-link")
      .filter({ hasText: "Maple Rewards" });
    const nameBox = await card.getByLabel("Account name").boundingBox();
    const targetBox = await card.getByLabel("Transactions go to").boundingBox();
    expect(Math.round(nameBox!.width)).toBe(Math.round(targetBox!.width));
    await first.page.setViewportSize({ width: 1280, height: 860 });
    await bank.linkTo("Everyday Checking", "Checking");
    await bank.closeDialog();

    // The first sync lands in the other tab by itself, today's coffee still pending.
    const pending = watcher
      .row("Bean There Café")
      .filter({ has: second.page.getByTestId("transaction-pending") });
    await pending.waitFor({ timeout: 20_000 });
    const rows = await watcher.rows.count();
    await first.page.screenshot({ path: resolve(tmpdir(), "bank-card.png"), fullPage: true });

    expect(await bank.syncNow()).toBe("Synced: 0 new, 1 updated, 0 matched with yours.");
    await pending.waitFor({ state: "detached" });
    expect(await watcher.rows.count()).toBe(rows);
    expect(await bank.syncNow()).toBe("Synced: 0 new, 0 updated, 0 matched with yours.");
    expect(await watcher.rows.count()).toBe(rows);
    await expect(bank.card.getByTestId("bank-status").textContent()).resolves.toBe("Connected");
    await first.context.close();
    await second.context.close();
  });
});
