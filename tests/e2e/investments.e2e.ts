/**
 * Investments: a buy valued at market, a price that moves, a mistyped trade removed, and net
 * worth following in another tab.
 */
import { describe, expect, test } from "vitest";
import { AccountsPage, signUpVerified } from "./pages/AccountsPage";
import { AuthPage } from "./pages/AuthPage";
import { InvestmentsPage } from "./pages/InvestmentsPage";
import { openPage, uniqueEmail, useBrowser } from "./support/browser";

const browser = useBrowser();

describe("investments", () => {
  test("a recorded buy is valued, a typed price moves it, a removed trade is undone, and net worth follows in a second tab", async () => {
    const email = uniqueEmail("invest");
    const first = await openPage(browser());
    await signUpVerified(first.page, email);
    const accounts = new AccountsPage(first.page);
    await accounts.goto();
    await accounts.addAccount({ type: "Investment account", name: "Broker", balance: "1,000" });

    // The second tab watches net worth on the accounts screen.
    const second = await openPage(browser());
    await new AuthPage(second.page).logIn(email);
    const watcher = new AccountsPage(second.page);
    await watcher.goto();
    await expect.poll(() => watcher.netWorth.textContent()).toBe("$1,000.00");

    // The account's name opens what it holds.
    await accounts.row("Broker").getByTestId("account-name").click();
    const investments = new InvestmentsPage(first.page);
    await first.page.getByRole("heading", { name: "Investments", level: 2 }).waitFor();
    await expect.poll(() => first.page.getByTestId("average-cost-note").isVisible()).toBe(true);
    // A private fund no price provider knows: the demo feed leaves it alone.
    await investments.buy("MYFUND", "2.5", "100");
    const row = investments.holding("MYFUND");
    await expect.poll(() => row.getByTestId("holding-quantity").textContent()).toBe("2.5");
    await expect.poll(() => row.getByTestId("holding-value").textContent()).toBe("$250.00");
    // Cash 750 + holdings 250: net worth is unchanged by the buy.
    await expect.poll(() => watcher.netWorth.textContent()).toBe("$1,000.00");

    await investments.typePrice("MYFUND", "140");
    await expect.poll(() => row.getByTestId("holding-value").textContent()).toBe("$350.00");
    await expect.poll(() => row.getByTestId("holding-price").textContent()).toBe("140 USD");
    // The other tab follows without a reload: 750 + 2.5 × 140.
    await expect.poll(() => watcher.netWorth.textContent()).toBe("$1,100.00");
    await expect.poll(() => watcher.balanceOf("Broker")).toBe("$1,100.00");

    // A second trade, mistyped, is removed: its holding goes and the cash comes back.
    await investments.buy("OTHERFUND", "1", "50");
    await expect.poll(() => investments.holding("OTHERFUND").count()).toBe(1);
    await expect.poll(() => investments.summary("cash").textContent()).toContain("$700.00");
    await investments.removeTrade("Bought 1 OTHERFUND");
    await expect.poll(() => investments.holding("OTHERFUND").count()).toBe(0);
    await expect.poll(() => investments.summary("cash").textContent()).toContain("$750.00");
    await expect.poll(() => row.getByTestId("holding-quantity").textContent()).toBe("2.5");
    await expect.poll(() => watcher.netWorth.textContent()).toBe("$1,100.00");

    await first.context.close();
    await second.context.close();
  });
});
