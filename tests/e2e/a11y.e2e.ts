/**
 * Every main screen and dialog, signed in with data, in both themes: axe-core finds no
 * critical or serious WCAG 2 A/AA violation. And in German, the longest of our languages, no
 * label, button or title is cut, on a desktop and on a phone.
 */
import type { Page } from "playwright-core";
import { describe as suite, expect, test } from "vitest";
import { freshLedger } from "./pages/AccountsPage";
import { PlannerPage } from "./pages/PlannerPage";
import { ShellPage } from "./pages/ShellPage";
import { clippedTexts } from "./support/clipping";
import { openPage, seriousA11yViolations, useBrowser, type AxeViolation } from "./support/browser";

const browser = useBrowser();

const SCREENS = (ledger: string) => [
  "/",
  "/accounts",
  ledger,
  "/transactions?account=all",
  "/payees",
  "/rules",
  "/import",
  "/planner?tab=budget",
  "/planner?tab=recurring",
  "/planner?tab=plans",
  "/reports",
  "/advisor",
  "/settings",
];

/** A user with an account, a few transactions, a budget, a bill and a plan; the ledger's path. */
async function withData(page: Page): Promise<string> {
  const ledger = await freshLedger(page, "sweep");
  const ledgerPath = `/transactions?account=${ledger.accountId()}`;
  await ledger.add({
    kind: "Expense",
    amount: "42.10",
    category: "Food",
    notes: "Market",
    payee: "Corner market",
  });
  await ledger.add({ kind: "Income", amount: "2,500", category: "Income", notes: "Salary" });
  const planner = new PlannerPage(page);
  await planner.goto("budget");
  await planner.setBudget("Food", "300");
  await planner.goto("recurring");
  await planner.addSchedule({
    amount: "900",
    description: "Rent",
    category: "Housing",
  });
  await planner.goto("plans");
  await planner.addPlan("Holiday", "1,200", "2030-06-01");
  return ledgerPath;
}

/** The screen's title is up and its live data has had a moment to arrive. */
async function settle(page: Page) {
  await page.getByRole("heading", { level: 2 }).first().waitFor();
  await page.waitForTimeout(150);
}

/** Each dialog (or the register's reconcile bar and entry row): how to open it from its screen. */
const DIALOGS = (ledger: string): [string, string, (page: Page) => Promise<void>][] => [
  ["add transaction", ledger, (p) => p.getByTestId("add-transaction").first().click()],
  ["account wizard", "/accounts", (p) => p.getByTestId("add-account").click()],
  ["new rule", "/rules", (p) => p.getByRole("button", { name: "New rule" }).click()],
  [
    "bulk payee and tags",
    ledger,
    async (p) => {
      await p.getByTestId("select-row").first().click();
      await p.getByTestId("bulk-edit").click();
    },
  ],
  ["reconcile", ledger, (p) => p.getByTestId("reconcile-account").click()],
  ["register entry row", ledger, (p) => p.keyboard.press("n")],
  ["schedule", "/planner?tab=recurring", (p) => p.getByTestId("add-schedule").first().click()],
  ["plan", "/planner?tab=plans", (p) => p.getByTestId("add-plan").first().click()],
  [
    "contributions",
    "/planner?tab=plans",
    (p) => p.getByRole("button", { name: "Contributions" }).first().click(),
  ],
  [
    "delete account",
    "/settings",
    (p) => p.getByRole("button", { name: "Delete my account" }).click(),
  ],
];

/** "rule: target, target" — enough to find the element when this fails. */
const describe = (v: AxeViolation) =>
  `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`;

async function sweep(page: Page, ledger: string, report: (where: string, found: string[]) => void) {
  for (const path of SCREENS(ledger)) {
    await page.goto(path);
    await settle(page);
    report(path, (await seriousA11yViolations(page)).map(describe));
  }
  for (const [name, path, open] of DIALOGS(ledger)) {
    await page.goto(path);
    await settle(page);
    await open(page);
    // On a desktop reconciling is a bar above the register and a new entry a row in it.
    await page
      .getByRole("dialog")
      .or(page.getByRole("region", { name: "Reconcile with a statement" }))
      .or(page.getByTestId("register-entry"))
      .first()
      .waitFor();
    // Past the opening transition, so colours are measured as they end up.
    await page.waitForTimeout(250);
    report(`dialog: ${name}`, (await seriousA11yViolations(page)).map(describe));
    await page.keyboard.press("Escape");
  }
}

suite("accessibility and layout sweep", () => {
  test("axe finds no critical or serious violation on any main screen or dialog, light and dark", async () => {
    const { context, page } = await openPage(browser(), { colorScheme: "light" });
    const ledger = await withData(page);
    const problems: Record<string, string[]> = {};
    for (const scheme of ["light", "dark"] as const) {
      const shell = new ShellPage(page);
      if ((await shell.colorScheme()) !== scheme) await shell.themeToggle.click();
      await page.waitForFunction(
        (wanted) => document.documentElement.dataset.mantineColorScheme === wanted,
        scheme,
      );
      await sweep(page, ledger, (where, found) => {
        if (found.length > 0) problems[`${scheme} ${where}`] = found;
      });
    }
    expect(problems).toEqual({});
    await context.close();
  }, 240_000);

  test("no label, button or title is cut in German, on a desktop and on a phone", async () => {
    const { context, page } = await openPage(browser());
    const ledger = await withData(page);
    await new ShellPage(page).chooseLanguage("de");
    await page.getByRole("heading", { name: "Planung", level: 2 }).waitFor();
    const problems: Record<string, string[]> = {};
    for (const size of [
      { width: 1280, height: 860 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size);
      for (const path of SCREENS(ledger)) {
        await page.goto(path);
        await settle(page);
        const found = await clippedTexts(page);
        if (found.length > 0) problems[`${size.width} ${path}`] = found;
      }
    }
    expect(problems).toEqual({});
    await context.close();
  }, 240_000);
});
