/** Everything out and back in through Settings → Your data, as a person moving servers would. */
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import type { ExportFile } from "../../convex/shared/portability";
import { canonical } from "../../convex/testing/portability.testkit";
import { freshLedger, signUpVerified } from "./pages/AccountsPage";
import { ShellPage } from "./pages/ShellPage";
import { openPage, useBrowser } from "./support/browser";

const browser = useBrowser();

async function exportEverything(page: Page): Promise<{ path: string; file: ExportFile }> {
  await new ShellPage(page).goto("/settings");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByTestId("export-json").click(),
  ]);
  const path = await download.path();
  return { path, file: JSON.parse(await readFile(path, "utf8")) as ExportFile };
}

describe("export and restore", () => {
  test("R60 export, delete the account, sign up again, restore, export again → identical apart from ids", async () => {
    const { context, page } = await openPage(browser());
    const ledger = await freshLedger(page, "roundtrip");
    await ledger.add({ kind: "Expense", amount: "42.10", category: "Food", notes: "Market" });
    await ledger.add({ kind: "Income", amount: "2,500", category: "Income", notes: "=SUM(A1)" });
    const before = await exportEverything(page);
    expect(before.file.tables.accounts).toHaveLength(1);
    expect(before.file.tables.transactions).toHaveLength(2);
    const email = before.file.profile.email!;

    await page.getByRole("button", { name: "Delete my account" }).click();
    await page.getByRole("button", { name: "Delete everything" }).click();
    await page.getByText("Your account has been deleted.").waitFor();
    await signUpVerified(page, email);

    await new ShellPage(page).goto("/settings");
    const [chooser] = await Promise.all([
      page.waitForEvent("filechooser"),
      page.getByTestId("restore").click(),
    ]);
    await chooser.setFiles(before.path);
    // Nothing is written before the person has seen what the file holds and said Restore.
    await page.getByTestId("restore-summary").waitFor();
    expect(await page.getByTestId("restore-count-transactions").textContent()).toBe(
      "2 transactions",
    );
    await page.getByTestId("restore-confirm").click();
    await page.getByText("Your data was restored.").waitFor();
    // A restored account holds data, so a second restore is refused up front.
    await page.getByText("A backup can be restored only into an account without data.").waitFor();

    const after = await exportEverything(page);
    expect(canonical(after.file)).toEqual(canonical(before.file));
    await context.close();
  });
});
