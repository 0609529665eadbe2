/**
 * A viewer of a household with data reads every screen and finds no control that changes the
 * books: no add, edit, delete, cleared mark, reconcile, import, selection, budget, plan, rule
 * or bank control anywhere. What they may use is listed below (moving around, choosing what to
 * see, downloading, and their own person's settings); anything else on a screen fails the test.
 */
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { signUpVerified } from "./pages/AccountsPage";
import { linkFromEmail } from "./pages/AuthPage";
import { HouseholdPage } from "./pages/HouseholdPage";
import { TransactionsPage } from "./pages/TransactionsPage";
import { openPage, uniqueEmail, useBrowser } from "./support/browser";
import { addSampleData, signedInScreens, visit } from "./support/sweep";
import { screenTexts, TranslationKeys } from "./support/translationKeys";

const browser = useBrowser();

/**
 * The roles a person operates (links only move them around, so they are not among them), as
 * Playwright's ARIA snapshot writes them: `- button "Name"`, the line quoted when the name has
 * a colon.
 */
const CONTROL =
  /^\s*- '?(button|checkbox|textbox|searchbox|combobox|radio|switch|tab|menuitem|menuitemcheckbox|menuitemradio|spinbutton|slider)(?=[ :']|$)(?: "((?:[^"\\]|\\.)*)")?/;

/** Controls a viewer may use, by role and accessible name (English). */
const VIEWER_MAY_USE: [role: string, name: RegExp][] = [
  // The frame: menu, household switcher, theme, language, the person's own menu, a dialog's X.
  ["button", /^(Open menu|Close menu|Switch to (dark|light) mode|Close)$/],
  ["button", /^(Household|Language): .+$|^Account menu for .+$/],
  // Looking: months, periods, accounts, search, sort, filters, amount columns, views, tabs.
  ["tab", /^(Budget|Recurring|Plans|Insights|Forecast|Subscriptions|Debt payoff)$/],
  ["button", /^(Sort: .+|Payees, rules and import)$/],
  ["button", /^(Previous month|Next month|Filters|Hide accounts|Show accounts)$/],
  ["textbox", /^(Search payee and notes|Find a payee)$/],
  ["combobox", /^(Sort by .+|Period|Accounts|Account)$/],
  ["radio", /^(Amount|Outflow \/ inflow|Spending caps|Envelopes)$/],
  // Folding a budget group is the person's own view of the books.
  ["button", /^Show or hide group .+$/],
  ["button", /^(Download CSV: .+|Exchange rates)$/],
  // "Can I afford it?" answers a question and changes nothing.
  ["textbox", /^(Price|When)$/],
  ["combobox", /^(Currency|Pay from)$/],
  ["checkbox", /^Also count savings accounts and money set aside for goals$/],
  ["button", /^Check$/],
  // Settings that are the person's own: preferences, profile, password, two-factor, their
  // households (leave this one, make their own), a copy of the data, deleting their account.
  ["combobox", /^(Language|Display currency)$/],
  ["switch", /^Dark mode\b/],
  ["button", /^(Log out|Save name|Update password|Show or hide the password|Turn on|Leave)$/],
  ["textbox", /^(Display name|Current password|New password|Confirm new password)$/],
  ["textbox", /^New household$/],
  ["button", /^(Create household|Export everything \(JSON\)|Transactions as CSV)$/],
  ["button", /^Delete my account$/],
  // Reminders are the person's own too: the bell and Settings → Notifications.
  ["button", /^Notifications: .+$/],
  ["checkbox", /^.+: (In the app|E-mail)$/],
  ["switch", /^Weekly summary by e-mail/],
  ["textbox", /^Announce bills this many days ahead$/],
  ["button", /^Save$/],
];

async function controlsOf(page: Page): Promise<string[]> {
  const tree = await page.locator("body").ariaSnapshot();
  const found: string[] = [];
  for (const line of tree.split("\n")) {
    const match = CONTROL.exec(line);
    if (match) found.push(`${match[1]} "${match[2] ?? ""}"`);
  }
  return found;
}

function forbiddenControls(controls: string[]): string[] {
  return controls.filter((control) => {
    const [, role, name] = /^(\S+) "(.*)"$/.exec(control)!;
    return !VIEWER_MAY_USE.some(([r, pattern]) => r === role && pattern.test(name));
  });
}

/** Ann, with the sample data, shares her household with Ben as a viewer; Ben's page. */
async function viewerOfSampleHousehold(): Promise<Page> {
  const ann = await openPage(browser());
  const ben = await openPage(browser());
  const benEmail = uniqueEmail("viewer-ben");
  await signUpVerified(ann.page, uniqueEmail("viewer-ann"));
  await addSampleData(ann.page);
  await signUpVerified(ben.page, benEmail);
  // The invitation is the next e-mail after the verification one (it is sent in the background).
  const verification = await linkFromEmail(benEmail);
  const household = new HouseholdPage(ann.page);
  await household.goto();
  await household.invite(benEmail, "Viewer");
  await new HouseholdPage(ben.page).accept(await linkFromEmail(benEmail, verification.href));
  await ann.context.close();
  return ben.page;
}

describe("a household viewer", () => {
  test("sees no control that changes the books on any screen, the ledger's rows included", async () => {
    const page = await viewerOfSampleHousehold();
    const ledger = new TransactionsPage(page);
    await ledger.goto();
    await ledger.selectAccount("Everyday account \\(sample\\)");
    const ledgerPath = `/transactions?account=${ledger.accountId()}`;
    const keys = new TranslationKeys();
    const found: string[] = [];
    const check = async (where: string) => {
      for (const control of forbiddenControls(await controlsOf(page))) {
        found.push(`${where}: ${control}`);
      }
      for (const key of keys.shownIn(await screenTexts(page))) found.push(`${where}: key ${key}`);
    };
    for (const path of signedInScreens(ledgerPath)) {
      await visit(page, path);
      await check(path);
    }

    // The register: a click on a row, the "n" key and the quick add's link open no entry row.
    await visit(page, ledgerPath);
    await ledger.rows.first().click();
    await page.keyboard.press("n");
    await check("register after a click and n");
    await visit(page, `${ledgerPath}&new=1`);
    await check("register opened with new=1");
    if ((await page.getByTestId("register-entry").count()) > 0) found.push("register: entry row");

    // An insight's "Review recurring" (a prefilled link) opens no form for a viewer.
    await visit(page, "/advisor");
    const review = page.getByRole("link", { name: "Review recurring" }).first();
    await visit(page, (await review.getAttribute("href"))!);
    await check("recurring opened from an insight");
    if ((await page.getByRole("dialog").count()) > 0) found.push("recurring: a form opened");

    // The exchange rates open to read, with nothing to add, refresh, edit or delete.
    await visit(page, "/accounts");
    await page.getByRole("button", { name: "Exchange rates" }).click();
    await page.getByRole("dialog").getByText("Exchange rates").first().waitFor();
    await check("exchange rates");
    await page.keyboard.press("Escape");

    // Envelopes (the viewer's own choice of view) offer nothing to assign or move either.
    await visit(page, "/planner?tab=budget");
    await page.getByText("Envelopes", { exact: true }).click();
    await page.getByTestId("envelope-table").waitFor();
    await check("envelopes");

    // A phone draws other controls (the account picker, the list's rows): the same sweep there.
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of signedInScreens(ledgerPath)) {
      await visit(page, path);
      await check(`phone ${path}`);
    }

    expect(found).toEqual([]);
    await page.context().close();
  }, 240_000);
});
