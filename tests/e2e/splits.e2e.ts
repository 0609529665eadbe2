import { describe, expect, test } from "vitest";
import { freshLedger } from "./pages/AccountsPage";
import { PlannerPage } from "./pages/PlannerPage";
import { hasHorizontalScroll, openPage, useBrowser } from "./support/browser";

const browser = useBrowser();

describe("split transactions", () => {
  test("a split shows in two budget categories", async () => {
    const { context, page } = await openPage(browser());
    const tx = await freshLedger(page, "split");
    await page.getByTestId("add-transaction").first().click();
    await tx.dialog.getByRole("heading", { name: "Add transaction" }).waitFor();
    await tx.dialog.getByLabel(/^Amount/).fill("100");
    await tx.dialog.getByLabel("Notes", { exact: true }).fill("Supermarket");
    await tx.fillSplits([
      { category: "Food", amount: "70" },
      { category: "Shopping", amount: "20" },
    ]);
    // The remaining figure follows the parts live, and saving waits for it to be zero.
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="split-remaining"]')?.textContent ===
        "Left to assign: $10.00",
    );
    await tx.dialog.getByLabel("Amount of part 2").fill("30");
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="split-remaining"]')?.textContent === "Fully assigned",
    );
    await tx.dialog.getByLabel("Tags").fill("groceries");
    await tx.dialog.getByLabel("Tags").press("Enter");
    await tx.dialog.getByRole("button", { name: "Save" }).click();
    await page.getByText("Transaction added").first().waitFor();

    // Named once, by the toggle that opens the parts, not again in the details line.
    const row = tx.row("Supermarket");
    expect(await row.getByTestId("split-toggle").textContent()).toBe("Split (2)");
    expect((await row.textContent())?.split("Split (2)")).toHaveLength(2);
    const parts = await tx.splitParts("Supermarket");
    expect(parts).toContain("Food");
    expect(parts).toContain("Shopping");
    expect(await tx.balance.textContent()).toContain("$900.00");

    const planner = new PlannerPage(page);
    await planner.goto("budget");
    await planner.setBudget("Food", "200");
    await planner.setBudget("Shopping", "100");
    const spent = async (scope: string) =>
      await planner.budgetRow(scope).getByTestId("budget-spent").textContent();
    expect(await spent("food")).toBe("$70.00 of $200.00");
    expect(await spent("shopping")).toBe("$30.00 of $100.00");
    await context.close();
  });

  test("R29 a split shows under each of its categories' filters, in one account and in all", async () => {
    const { context, page } = await openPage(browser());
    const tx = await freshLedger(page, "splitfilter");
    await tx.add({ amount: "20", notes: "Lunch", category: "Food" });
    await tx.add({ amount: "900", notes: "Rent", category: "Housing" });
    // Food is the first part; Housing only the second.
    await tx.add({
      amount: "100",
      notes: "Supermarket",
      splits: [
        { category: "Food", amount: "70" },
        { category: "Housing", amount: "30" },
      ],
    });
    const shown = async () =>
      (await tx.rows.getByTestId("transaction-title").allTextContents()).sort();
    for (const all of [false, true]) {
      if (all) {
        await tx.selectAll();
        await page.getByTestId("all-accounts-ledger").waitFor();
      }
      await tx.filterByCategory("Housing");
      await tx.row("Lunch").waitFor({ state: "detached" });
      await tx.row("Supermarket").waitFor();
      await tx.row("Rent").waitFor();
      expect(await shown()).toEqual(["Rent", "Supermarket"]);
      await tx.filterByCategory("Food");
      await tx.row("Rent").waitFor({ state: "detached" });
      await tx.row("Lunch").waitFor();
      expect(await shown()).toEqual(["Lunch", "Supermarket"]);
      expect(await tx.row("Supermarket").getByTestId("split-toggle").textContent()).toBe(
        "Split (2)",
      );
    }
    await context.close();
  });

  test("each part's delete button stays on its part's first line, on a phone and a desktop", async () => {
    for (const width of [360, 1280]) {
      const { context, page } = await openPage(browser(), { width });
      const tx = await freshLedger(page, "splitlayout");
      await page.getByTestId("add-transaction").first().click();
      await tx.dialog.getByLabel(/^Amount/).fill("100");
      await tx.fillSplits([
        { category: "Food", amount: "70" },
        { category: "Shopping", amount: "20" },
        { category: "Healthcare", amount: "10" },
      ]);
      for (const n of [1, 2, 3]) {
        const remove = await tx.dialog
          .getByRole("button", { name: `Remove part ${n}` })
          .boundingBox();
        const category = await tx.dialog.getByLabel(`Category of part ${n}`).boundingBox();
        const centre = remove!.y + remove!.height / 2;
        expect(centre, `part ${n} at ${width} px`).toBeGreaterThan(category!.y);
        expect(centre, `part ${n} at ${width} px`).toBeLessThan(category!.y + category!.height);
        expect(remove!.x).toBeGreaterThan(category!.x + category!.width);
      }
      expect(await hasHorizontalScroll(page)).toBe(false);
      await context.close();
    }
  });
});
