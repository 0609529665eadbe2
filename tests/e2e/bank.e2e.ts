import { resolve } from "node:path";
import { tmpdir } from "node:os";
import { describe, expect, test } from "vitest";
import { AccountsPage, ledgerInTwoTabs } from "./pages/AccountsPage";
import { BankConnectionsPage } from "./pages/BankConnectionsPage";
import { useBrowser } from "./support/browser";

const browser = useBrowser();

describe("bank connections", () => {
  test("connect the demo bank, link an account (its past kept), settle the difference, transactions arrive in another tab, a second sync adds nothing", async () => {
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
    // Linking an account already kept here compares the balances and leaves its past alone.
    const note = await bank.linkTo("Everyday Checking", "Checking");
    expect(note).toMatch(/^Balance in this app\$0\.00Balance at the bank/);
    expect(note).toContain("never changes this account's past");
    await bank.closeDialog();

    // The first sync lands in the other tab by itself, today's coffee still pending.
    const pending = watcher
      .row("Bean There Café")
      .filter({ has: second.page.getByTestId("transaction-pending") });
    await pending.waitFor({ timeout: 20_000 });
    // The opening balance stayed 0.00: the difference waits on the card for the person's choice.
    await bank.differences.first().waitFor();
    await first.page.screenshot({ path: resolve(tmpdir(), "bank-card.png"), fullPage: true });
    await bank.differences.getByTestId("bank-adjust").click();
    await bank.differences.waitFor({ state: "detached" });
    // The adjustment is one row dated today, in the other tab too.
    await watcher.row("Balance adjustment to match the bank").waitFor();
    const rows = await watcher.rows.count();

    expect(await bank.syncNow()).toBe("Synced: 1 updated.");
    await pending.waitFor({ state: "detached" });
    expect(await watcher.rows.count()).toBe(rows);
    expect(await bank.syncNow()).toBe("Synced: nothing new, already up to date.");
    expect(await watcher.rows.count()).toBe(rows);
    await expect(bank.card.getByTestId("bank-status").textContent()).resolves.toBe("Connected");
    expect(await bank.differences.count()).toBe(0);

    // A card linked later from the connection takes the limit the person gives, and shows
    // credit left under it, never the debt as "available" below zero.
    await bank.linkAsNewCard("Maple Rewards", "5,000");
    await accounts.goto();
    const cardRow = accounts.row("Maple Rewards Card");
    expect(await cardRow.textContent()).toMatch(/Available \$[\d,.]+/);
    await first.context.close();
    await second.context.close();
  });
});
