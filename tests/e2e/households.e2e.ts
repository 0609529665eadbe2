/**
 * Households with two people in two browser profiles: invite, accept, live edits
 * both ways with the new balance, a viewer without edit controls, removal ending access.
 */
import { describe, expect, test } from "vitest";
import { AccountsPage, signUpVerified } from "./pages/AccountsPage";
import { linkFromEmail } from "./pages/AuthPage";
import { HouseholdPage } from "./pages/HouseholdPage";
import { TransactionsPage } from "./pages/TransactionsPage";
import { openPage, uniqueEmail, useBrowser } from "./support/browser";

const browser = useBrowser();

describe("households", () => {
  test("a partner joins by e-mail; each one's change shows on the other's screen live; a viewer sees no edit controls; removal ends access", async () => {
    const ann = await openPage(browser());
    const ben = await openPage(browser());
    const annEmail = uniqueEmail("hh-ann");
    const benEmail = uniqueEmail("hh-ben");
    await signUpVerified(ann.page, annEmail);
    const accounts = new AccountsPage(ann.page);
    await accounts.goto();
    await accounts.addAccount({ type: "Bank account", name: "Checking", balance: "1,000" });
    const annLedger = new TransactionsPage(ann.page);
    await signUpVerified(ben.page, benEmail);

    const annHousehold = new HouseholdPage(ann.page);
    await annHousehold.goto();
    await annHousehold.invite(benEmail, "Editor");
    await annHousehold.section.getByTestId("household-invitations").getByText(benEmail).waitFor();
    const link = await linkFromEmail(benEmail);
    expect(link.pathname).toBe("/join");
    const benHousehold = new HouseholdPage(ben.page);
    // The link says what it offers before Ben joins.
    expect(await benHousehold.accept(link)).toMatch(
      /invited you to the household “.+” as Editor\.$/,
    );
    await benHousehold.switcher.waitFor();

    // Both have the shared ledger open.
    await annLedger.goto();
    await annLedger.selectAccount("Checking");
    const benLedger = new TransactionsPage(ben.page);
    await benLedger.goto();
    await benLedger.selectAccount("Checking");
    await benLedger.balance.getByText("$1,000.00").waitFor();

    // Ann saves; Ben's open screen shows the row and the new balance.
    let savedAt = 0;
    const annSeenByBen = benLedger.balance
      .getByText("$975.00")
      .waitFor()
      .then(() => Date.now());
    await annLedger.add({ kind: "Expense", amount: "25", notes: "Groceries by Ann" }, () => {
      savedAt = Date.now();
    });
    await benLedger.row("Groceries by Ann").waitFor();
    const annToBen = (await annSeenByBen) - savedAt;

    // And the other way round.
    let benSavedAt = 0;
    const benSeenByAnn = annLedger.balance
      .getByText("$970.00")
      .waitFor()
      .then(() => Date.now());
    await benLedger.add({ kind: "Expense", amount: "5", notes: "Coffee by Ben" }, () => {
      benSavedAt = Date.now();
    });
    await annLedger.row("Coffee by Ben").waitFor();
    const benToAnn = (await benSeenByAnn) - benSavedAt;
    console.info(
      `[households] save to other screen: Ann→Ben ${annToBen} ms, Ben→Ann ${benToAnn} ms`,
    );
    // The rows say who entered them now that two people share the books.
    await annLedger
      .row("Coffee by Ben")
      .getByText(/by hh-ben/)
      .waitFor();

    // Ben becomes a viewer: his open ledger loses its edit controls at once.
    await annHousehold.goto();
    await annHousehold.setRole(benEmail, "Viewer");
    await ben.page.getByTestId("add-transaction").first().waitFor({ state: "detached" });
    expect(
      await benLedger
        .row("Coffee by Ben")
        .getByRole("button", { name: /^Actions for/ })
        .count(),
    ).toBe(0);
    await benLedger.row("Groceries by Ann").waitFor();

    // Removed, Ben's open tab moves to his own household and says why.
    await annHousehold.remove(benEmail);
    await benHousehold.notice.waitFor();
    await benLedger.row("Groceries by Ann").waitFor({ state: "detached" });
    await ben.page.goto("/accounts");
    await ben.page.getByTestId("accounts-empty").waitFor();
    // What Ben entered stays in Ann's books.
    await annLedger.goto();
    await annLedger.selectAccount("Checking");
    await annLedger.row("Coffee by Ben").waitFor();

    expect(annToBen).toBeLessThan(5_000);
    await ann.context.close();
    await ben.context.close();
  }, 180_000);
});
