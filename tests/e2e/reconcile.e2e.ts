import { describe, expect, test } from "vitest";
import { ledgerToReconcile, ReconcileDialog } from "./pages/ReconcileDialog";
import { openPage, useBrowser } from "./support/browser";

const browser = useBrowser();

describe("reconciliation", () => {
  test("reconcile an account against a statement; a reconciled transaction asks before an edit", async () => {
    const { context, page } = await openPage(browser());
    const tx = await ledgerToReconcile(page, "reconcile");

    const rec = new ReconcileDialog(page);
    await rec.markCleared("Rent");
    await rec.markCleared("Market");
    await rec.open();
    await rec.fill("2025-03-31", "900");
    // Cleared: 1,000 − 100 − 50 = 850; the snack is not cleared.
    expect(await rec.dialog.getByTestId("cleared-balance").textContent()).toBe("$850.00");
    await rec.differenceBecomes("$50.00");
    expect(await rec.finish.isDisabled()).toBe(true);
    await rec.dialog.getByLabel("Statement balance").fill("850");
    await rec.differenceBecomes("$0.00");
    await rec.finishReconciled(2);
    expect(await rec.toggle("Snack").getAttribute("data-status")).toBe("uncleared");

    // Editing a reconciled one asks first, then saves.
    await tx
      .row("Rent")
      .getByRole("button", { name: /^Actions for/ })
      .click();
    await page.getByRole("menuitem", { name: "Edit" }).click();
    const ask = page.getByRole("dialog", { name: "Reconciled transaction" });
    expect(await ask.textContent()).toContain("This transaction is reconciled. Change it anyway?");
    await ask.getByRole("button", { name: "Change anyway" }).click();
    await tx.dialog.getByRole("heading", { name: "Edit transaction" }).waitFor();
    await tx.dialog.getByLabel(/^Amount/).fill("110");
    await tx.dialog.getByRole("button", { name: "Save" }).click();
    await page.getByText("Transaction updated").first().waitFor();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="account-balance"]')?.textContent === "$820.00",
    );
    expect(await rec.toggle("Rent").getAttribute("data-status")).toBe("reconciled");
    await context.close();
  });

  test("Undo of a bulk change leaves a transaction reconciled since, and says so", async () => {
    const { context, page } = await openPage(browser());
    const tx = await ledgerToReconcile(page, "reconcileundo", 2);
    await page.getByRole("checkbox", { name: "Select Market" }).click();
    await page.getByRole("checkbox", { name: "Select Rent" }).click({ modifiers: ["Shift"] });
    const bar = page.getByTestId("bulk-actions");
    await bar.getByLabel("New category").click();
    await page.getByRole("option", { name: "Healthcare", exact: true }).click();
    await bar.getByTestId("bulk-recategorize").click();
    await page.getByText("Category changed for 2 transactions.").waitFor();

    // Rent is reconciled while the Undo is still offered.
    const rec = new ReconcileDialog(page);
    await rec.markCleared("Rent");
    await rec.open();
    await rec.fill("2025-03-31", "900");
    await rec.differenceBecomes("$0.00");
    await rec.finishReconciled();

    await page.getByRole("button", { name: "Undo", exact: true }).click();
    await page
      .getByText("Change undone, except 1 transaction reconciled since: it stays as it is.")
      .waitFor();
    expect(await tx.cell("Rent", "category")).toBe("Healthcare");
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid="transaction-row"]')].some(
        (row) => row.textContent?.includes("Market") && row.textContent.includes("Food"),
      ),
    );
    await context.close();
  });
});
