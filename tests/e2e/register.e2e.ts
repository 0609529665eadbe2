/** The desktop register: entries typed from the keyboard alone, and reconciling by ticking rows. */
import { describe, expect, test } from "vitest";
import { freshLedger } from "./pages/AccountsPage";
import { ledgerToReconcile, ReconcileDialog } from "./pages/ReconcileDialog";
import { openPage, useBrowser } from "./support/browser";

const browser = useBrowser();

describe("register", () => {
  test("type three entries without the mouse; the running balance follows", async () => {
    const { context, page } = await openPage(browser());
    const ledger = await freshLedger(page, "register");
    // A fresh load: from here on only keys.
    await page.goto(`/transactions?account=${ledger.accountId()}`);
    await ledger.balance.waitFor();
    await page.keyboard.press("n");
    await ledger.entry.waitFor();
    const entries = [
      { payee: "Bakery", category: "Food", notes: "Bread", amount: "4.20" },
      // The payee's history files the category by itself.
      { payee: "Bakery", notes: "Cake", amount: "12.80" },
      { payee: "Employer", category: "Income", notes: "Salary", amount: "+1500" },
    ];
    for (const entry of entries) {
      // The date is prefilled; the payee has the focus.
      await page.keyboard.type(entry.payee);
      await page.keyboard.press("Tab");
      if (entry.category) {
        await page.keyboard.type(entry.category);
        await page.keyboard.press("ArrowDown");
        await page.keyboard.press("Enter");
      } else {
        await expect
          .poll(() => ledger.entry.getByLabel("Category").inputValue(), { timeout: 5_000 })
          .toBe("Food");
      }
      await page.keyboard.press("Tab");
      await page.keyboard.type(entry.notes);
      await page.keyboard.press("Tab");
      await page.keyboard.type(entry.amount);
      await page.keyboard.press("Enter");
      await ledger.row(entry.notes).waitFor();
      // The next empty row is open, its payee focused.
      await expect.poll(() => ledger.entry.getByLabel("Payee").inputValue()).toBe("");
    }
    // Escape closes the payee's open suggestions first, then the entry row.
    await page.keyboard.press("Escape");
    await page.keyboard.press("Escape");
    await ledger.entry.waitFor({ state: "detached" });

    expect(await ledger.cell("Cake", "category")).toBe("Food");
    expect(await ledger.row("Salary").getByTestId("transaction-amount").textContent()).toBe(
      "+$1,500.00",
    );
    await page.waitForFunction(
      () => document.querySelector('[data-testid="account-balance"]')?.textContent === "$2,483.00",
    );
    // Newest first, each row with the balance after it.
    const balances = await ledger.rows.getByTestId("running-balance").allTextContents();
    expect(balances).toEqual(["$2,483.00", "$983.00", "$995.80"]);

    // Escape cancels the entry from the category field too, its list closed or open.
    for (const open of [false, true]) {
      await page.keyboard.press("n");
      await ledger.entry.getByLabel("Category").focus();
      if (open) await page.keyboard.press("ArrowDown");
      await page.keyboard.press("Escape");
      if (open) await page.keyboard.press("Escape");
      await ledger.entry.waitFor({ state: "detached" });
    }

    // Arrow keys move between rows, Space selects, Shift extends: bulk actions then apply.
    await ledger.row("Salary").focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Space");
    await page.keyboard.press("Shift+ArrowDown");
    await page.getByTestId("bulk-count").filter({ hasText: "2" }).waitFor();
    // Enter edits the row in place.
    await page.keyboard.press("Enter");
    await ledger.entry.getByLabel("Notes").waitFor();
    expect(await ledger.entry.getByLabel("Notes").inputValue()).toBe("Bread");
    await ledger.entry.getByLabel("Notes").fill("Bread rolls");
    await page.keyboard.press("Enter");
    await ledger.row("Bread rolls").waitFor();
    await context.close();
  });

  test("reconcile by ticking: the difference counts down, Finish locks, an adjustment closes a gap", async () => {
    const { context, page } = await openPage(browser());
    const tx = await ledgerToReconcile(page, "regrec");

    const rec = new ReconcileDialog(page);
    await rec.open();
    await rec.fill("2025-03-31", "850");
    await rec.differenceBecomes("-$150.00");
    await rec.markCleared("Rent");
    await rec.differenceBecomes("-$50.00");
    // Space on a row ticks it while reconciling.
    await tx.row("Market").focus();
    await page.keyboard.press("Space");
    await rec.differenceBecomes("$0.00");
    // The tick that makes it match asks to finish: one confirmation does.
    const ask = page.getByRole("dialog", { name: "Your balance matches: finish?" });
    await ask.getByTestId("confirm-reconcile-match").click();
    await page.getByText("Account reconciled.").first().waitFor();
    await page.waitForFunction(
      () =>
        document.querySelectorAll('[data-testid="cleared-toggle"][data-status="reconciled"]')
          .length === 2,
    );

    // A statement 5.00 lower than what was ticked: the adjustment, after a confirmation.
    await rec.open();
    await rec.fill("2025-03-31", "825");
    await rec.markCleared("Snack");
    await rec.differenceBecomes("-$5.00");
    expect(await rec.finish.isDisabled()).toBe(true);
    // Adjustment, Finish and Stop reconciling sit on one line with the statement's fields.
    const middle = async (name: string) => {
      const box = (await page.getByRole("button", { name, exact: true }).boundingBox())!;
      return Math.round(box.y + box.height / 2);
    };
    const fieldsLine = await middle("Finish");
    expect(await middle("Stop reconciling")).toBe(fieldsLine);
    const date = (await rec.dialog.getByLabel(/^Statement date/).boundingBox())!;
    expect(Math.abs(date.y + date.height / 2 - fieldsLine)).toBeLessThanOrEqual(2);
    await rec.dialog.getByTestId("reconcile-adjust").click();
    const confirm = page.getByRole("dialog", { name: "Add an adjustment?" });
    expect(await confirm.textContent()).toContain("-$5.00");
    await confirm.getByTestId("confirm-adjustment").click();
    await rec.differenceBecomes("$0.00");
    await rec.finishReconciled();
    await tx.row("Reconciliation adjustment").waitFor();
    await context.close();
  });
});
