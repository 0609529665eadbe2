import { execFileSync } from "node:child_process";
import type { Server } from "node:http";
import type { Page } from "playwright-core";
import { describe, expect, inject, test } from "vitest";
import { startLlmStub } from "../support/llmStubServer";
import { AccountsPage, signUpVerified } from "./pages/AccountsPage";
import { AdvisorPage } from "./pages/AdvisorPage";
import { TransactionsPage } from "./pages/TransactionsPage";
import { hasHorizontalScroll, openPage, uniqueEmail, useBrowser } from "./support/browser";

const browser = useBrowser();

/** A verified user with a bank account holding 1,000.00 and a 100.00 food budget this month. */
async function preparedUser(page: Page) {
  await signUpVerified(page, uniqueEmail("advisor"));
  const accounts = new AccountsPage(page);
  await accounts.goto();
  await accounts.addAccount({ type: "Bank account", balance: "1,000" });
  await page.goto("/planner?tab=budget");
  await page.getByRole("button", { name: "Set your first budget" }).click();
  await page
    .getByLabel(/^Category/)
    .first()
    .click();
  await page.getByRole("option", { name: "Food", exact: true }).click();
  await page.getByLabel(/^Monthly amount/).fill("100");
  await page.getByRole("button", { name: "Add budget" }).click();
  await page.getByText("Budget saved.").first().waitFor();
}

/** The offline backend's CLI on the e2e data folder (deployment environment variables). */
function backendEnv(...args: string[]) {
  execFileSync(
    "npx",
    ["tsx", "offline-backend/src/cli.ts", "env", ...args, "--data-dir", inject("dataDir")],
    {
      stdio: "ignore",
    },
  );
}

describe("advisor", () => {
  test("an expense added in one tab makes the budget insight appear live in another", async () => {
    const { context, page } = await openPage(browser());
    await preparedUser(page);
    // Sign-in lives in sessionStorage, which a tab opened from the app inherits, as when the
    // user opens the advisor in a new tab.
    const [advisorTab] = await Promise.all([
      context.waitForEvent("page"),
      page.evaluate(() => window.open("/advisor", "_blank")),
    ]);
    const advisor = new AdvisorPage(advisorTab);
    await advisor.ready();
    expect(await advisor.insight("budgetOver").count()).toBe(0);

    const transactions = new TransactionsPage(page);
    await transactions.goto();
    await transactions.selectAccount("Bank account");
    await transactions.add({ amount: "150", category: "Food" });

    // No reload: the insights query re-runs on the other tab when the expense lands.
    const insight = advisor.insight("budgetOver");
    await insight.waitFor();
    expect(await insight.getAttribute("data-severity")).toBe("critical");
    expect(await insight.getByTestId("insight-headline").textContent()).toBe(
      "Food is over budget by $50.00",
    );
    await advisor.dismiss("budgetOver");
    await advisorTab.getByRole("button", { name: "Show 1 hidden" }).click();
    await advisor.openMenu("budgetOver");
    await advisorTab.getByRole("menuitem", { name: "Show again" }).click();
    await advisorTab.getByRole("button", { name: "Show 1 hidden" }).waitFor({ state: "detached" });
    expect(await advisor.insight("budgetOver").count()).toBe(1);
    await context.close();
  });

  test("can I afford it: yes, then not affordable with a plan created from the answer", async () => {
    const { context, page } = await openPage(browser(), { width: 360, height: 780 });
    await preparedUser(page);
    const advisor = new AdvisorPage(page);
    await advisor.goto();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await advisor.ask("500");
    expect(await advisor.verdict()).toBe("yes");
    // Today's answer is the forecast's today: 1,000 in the bank, nothing due yet, line by line.
    expect(
      await advisor.answer.getByRole("row", { name: /Cash and bank accounts now/ }).textContent(),
    ).toContain("$1,000.00");
    expect(
      await advisor.answer.getByRole("row", { name: /Available today/ }).textContent(),
    ).toContain("$1,000.00");

    await advisor.ask("5,000");
    expect(await advisor.verdict()).toBe("no");
    await advisor.answer.getByRole("button", { name: "Create a plan" }).click();
    const dialog = page.getByRole("dialog", { name: "Save for this purchase" });
    await dialog.getByLabel(/^Plan name/).fill("New laptop");
    await dialog.getByRole("button", { name: "Create plan" }).click();
    await page.waitForURL("**/planner?tab=plans");
    await page.getByText("New laptop").first().waitFor();
    await context.close();
  });

  test("sample household: recurring salary and rent count, day-to-day spending only takes money away", async () => {
    const { context, page } = await openPage(browser());
    await signUpVerified(page, uniqueEmail("advisor-sample"));
    await page.goto("/");
    await page.getByRole("button", { name: "Try it with sample data" }).click();
    await page.getByTestId("sample-present").waitFor();
    const advisor = new AdvisorPage(page);
    await advisor.goto();
    // The placeholder of "Pay from" fits its field beside the insights (it was cut off).
    expect(await advisor.placeholderFits(advisor.afford.getByLabel("Pay from"))).toBe(true);
    const twoMonths = await page.evaluate(() => {
      const d = new Date();
      d.setDate(d.getDate() + 61);
      return d.toLocaleDateString("sv-SE");
    });
    await advisor.askOn("100", twoMonths);
    // Before: the day-to-day line added about 1,455.19 and no salary was counted.
    expect(await advisor.line("dayToDay").textContent()).toMatch(/-\$[\d,]+\.\d\d$/);
    // Two or three salaries of 3,200.00 fall in the 61 days, depending on today's date.
    expect(await advisor.line("income").textContent()).toMatch(/\$(6,400|9,600)\.00$/);
    const recognised = advisor.answer.getByTestId("afford-recognised");
    expect(await recognised.textContent()).toContain("Northwind · +$3,200.00 a month");
    expect(await recognised.textContent()).toContain("Maple Properties · -$1,150.00 a month");

    // "Schedule it" opens the recurring tab with the salary filled in.
    await recognised.getByRole("link", { name: "Schedule Northwind" }).click();
    const dialog = page.getByRole("dialog", { name: "Add recurring transaction" });
    await dialog.waitFor();
    expect(await dialog.getByLabel(/^Amount/).inputValue()).toBe("3200.00");
    expect(await dialog.getByLabel("Description").inputValue()).toBe("Northwind");
    expect(await dialog.getByRole("radio", { name: "Income" }).isChecked()).toBe(true);
    expect(new URL(page.url()).search).toBe("?tab=recurring");
    await context.close();
  });

  test("the chat explains it is unavailable, then answers from the user's data once configured", async () => {
    const { context, page } = await openPage(browser());
    await preparedUser(page);
    const advisor = new AdvisorPage(page);
    await advisor.goto();
    await advisor.chat.getByTestId("chat-unavailable").waitFor();

    let stub: { server: Server; url: string } | undefined;
    try {
      stub = await startLlmStub();
      backendEnv("set", "LLM_BASE_URL", stub.url);
      backendEnv("set", "LLM_MODEL", "stub");
      await advisor.goto();
      await advisor.sendChat("What is my balance?");
      const answer = advisor.chat.getByTestId("chat-assistant").last();
      await answer.and(page.locator('[data-status="done"]')).waitFor({ timeout: 20_000 });
      expect(await answer.textContent()).toContain("Bank account");
      await advisor.chat.getByRole("button", { name: "Delete conversation" }).click();
      await advisor.chat.getByTestId("chat-messages").waitFor({ state: "detached" });
    } finally {
      backendEnv("remove", "LLM_BASE_URL");
      backendEnv("remove", "LLM_MODEL");
      stub?.server.close();
    }
    await context.close();
  });
});
