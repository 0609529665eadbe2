import { resolve } from "node:path";
import { tmpdir } from "node:os";
import { describe, expect, test } from "vitest";
import { AccountsPage, ledgerInTwoTabs } from "./pages/AccountsPage";
import { BankConnectionsPage } from "./pages/BankConnectionsPage";
import { useBrowser } from "./support/browser";

const browser = useBrowser();

describe("European bank connections", () => {
  test("connect a European demo bank, link, transactions in a second tab, renew, sync again: nothing twice", async () => {
    const { first, second, watcher } = await ledgerInTwoTabs(browser(), "eb", "0");
    const accounts = new AccountsPage(first.page);
    await accounts.goto();
    const bank = new BankConnectionsPage(first.page);
    await bank.connectEuropeanBank("Netherlands", "Kortlopend Demo Bank");
    await bank.linkAsNew("Betaalrekening");
    await bank.closeDialog();

    // The first sync lands in the other tab by itself.
    await watcher.goto("");
    await watcher.selectAll();
    await watcher.row("Demo Housing Coop").first().waitFor({ timeout: 20_000 });
    const rows = await watcher.rows.count();
    // A five-day consent: the card says when it ends and asks to renew now.
    expect(await bank.card.getByTestId("bank-expiry").textContent()).toMatch(/^Access ends /);
    await first.page.screenshot({ path: resolve(tmpdir(), "eb-card.png"), fullPage: true });

    await bank.renew();
    expect(await bank.dialog.getByText("Every account of this bank is linked.").count()).toBe(1);
    await bank.closeDialog();
    expect(await bank.card.getByTestId("bank-expiry").textContent()).toMatch(/^Access ends /);
    expect(await bank.syncNow()).toBe("Synced: nothing new, already up to date.");
    expect(await watcher.rows.count()).toBe(rows);
    await expect(bank.card.getByTestId("bank-status").textContent()).resolves.toBe("Connected");
    await first.context.close();
    await second.context.close();
  });
});
