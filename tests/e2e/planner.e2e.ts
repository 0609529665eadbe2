import { describe, expect, test } from "vitest";
import { AccountsPage, signUpVerified } from "./pages/AccountsPage";
import { AuthPage } from "./pages/AuthPage";
import { PlannerPage } from "./pages/PlannerPage";
import { runAsAdmin } from "./support/admin";
import { hasHorizontalScroll, openPage, uniqueEmail, useBrowser } from "./support/browser";

const browser = useBrowser();

/** Today as the app shows it (en-US, medium), from the same local calendar as the browser. */
function shown(offsetDays = 0): string {
  const now = new Date();
  const day = new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate() + offsetDays));
  return new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }).format(day);
}

async function userWithAccount(page: import("playwright-core").Page, email: string) {
  await signUpVerified(page, email);
  const accounts = new AccountsPage(page);
  await accounts.goto();
  await accounts.addAccount({ type: "Bank account", name: "Checking", balance: "2,000" });
}

describe("planner", () => {
  test("R31 planner: a budget bar moves live when an expense is posted in another browser", async () => {
    const email = uniqueEmail("planner");
    const a = await openPage(browser());
    await userWithAccount(a.page, email);
    const plannerA = new PlannerPage(a.page);
    await plannerA.goto("budget");
    await plannerA.page.getByTestId("budget-empty").waitFor();
    await plannerA.setBudget("Food", "100");
    const food = plannerA.budgetRow("food");
    expect(await food.getByTestId("budget-spent").textContent()).toBe("$0.00 of $100.00");
    expect(await food.getAttribute("data-status")).toBe("ok");

    // The same user in another browser profile posts a food expense.
    const b = await openPage(browser());
    await new AuthPage(b.page).logIn(email);
    const plannerB = new PlannerPage(b.page);
    await plannerB.goto("recurring");
    await plannerB.addSchedule({ amount: "85", description: "Groceries", category: "Food" });
    const first = plannerB.occurrences("Groceries").first();
    await plannerB.occurrenceAction(first, "Post now");
    await b.page.getByText("Posted to the account.").first().waitFor();

    // Page A never reloads: the query re-runs and the bar turns warning (85 %).
    await a.page
      .locator('[data-testid="budget-row"][data-scope="food"][data-status="warning"]')
      .waitFor();
    expect(await food.getByTestId("budget-spent").textContent()).toBe("$85.00 of $100.00");
    expect(await food.getByTestId("budget-remaining").textContent()).toBe("$15.00 left");
    expect(await a.page.getByTestId("budget-total-spent").textContent()).toBe("$85.00");
    await b.context.close();
    await a.context.close();
  });

  test("R31 planner: each tab's icon sits beside its label, on a phone and on a desktop", async () => {
    const { context, page } = await openPage(browser(), { width: 360, height: 740 });
    await signUpVerified(page, uniqueEmail("planner-tabs"));
    const planner = new PlannerPage(page);
    await planner.goto("budget");
    // The icons sat at the tabs' far left, 100 px and more from their centred labels.
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const gaps = await planner.tabIconGaps();
      expect(gaps.map((g) => g.label)).toEqual(["Budget", "Recurring", "Plans"]);
      for (const { gap } of gaps) expect(gap).toBeLessThanOrEqual(12);
    }
    await context.close();
  });

  test("R31 planner: a recurring bill is created, edited once, skipped, reset, posted and deleted", async () => {
    const { context, page } = await openPage(browser());
    await userWithAccount(page, uniqueEmail("planner"));
    const planner = new PlannerPage(page);
    await planner.goto("recurring");
    await page.getByTestId("recurring-empty").waitFor();
    await planner.addSchedule({
      amount: "40",
      description: "Gym",
      frequency: "Weekly",
      interval: "2",
    });

    const details = await planner.scheduleRow("Gym").getByTestId("schedule-details").textContent();
    expect(details).toBe(`Every 2 weeks · next ${shown()} · Checking`);
    const gym = planner.occurrences("Gym");
    expect(await gym.count()).toBe(3); // today, +14 and +28 days within the next 30 days
    const [first, second] = [gym.nth(0), gym.nth(1)];
    expect(await first.getAttribute("data-status")).toBe("scheduled");

    await planner.editOccurrence(first, "55");
    await page.locator('[data-testid="occurrence-row"][data-status="edited"]').waitFor();
    expect(await first.getByTestId("occurrence-amount").textContent()).toBe("-$55.00");

    await planner.occurrenceAction(second, "Skip this one");
    await page.locator('[data-testid="occurrence-row"][data-status="skipped"]').waitFor();
    await planner.occurrenceAction(second, "Reset to schedule");
    await page
      .locator('[data-testid="occurrence-row"][data-status="skipped"]')
      .waitFor({ state: "detached" });

    await planner.occurrenceAction(first, "Post now");
    await page.locator('[data-testid="occurrence-row"][data-status="posted"]').waitFor();
    expect(await first.getByTestId("occurrence-amount").textContent()).toBe("-$55.00");

    // Phones: rows stack instead of scrolling sideways (polled: the shell animates its drawer away).
    await page.setViewportSize({ width: 360, height: 740 });
    await expect.poll(() => hasHorizontalScroll(page)).toBe(false);
    await page.setViewportSize({ width: 1280, height: 860 });

    await planner.deleteSchedule("Gym");
    await page.getByTestId("recurring-empty").waitFor();
    await context.close();
  });

  test("R31 planner: a bill the balance cap cannot take pauses with its error until edited", async () => {
    const { context, page } = await openPage(browser());
    await userWithAccount(page, uniqueEmail("planner"));
    const planner = new PlannerPage(page);
    await planner.goto("recurring");
    // Ten trillion dollars a day: today's fits under the cap, tomorrow's would pass it.
    await planner.addSchedule({
      amount: "10,000,000,000,000",
      description: "Huge",
      frequency: "Daily",
    });
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await runAsAdmin("internal/schedules:postDue", { today: tomorrow });
    const row = planner.scheduleRow("Huge");
    await row.getByTestId("schedule-error").waitFor();
    expect(await row.getByTestId("schedule-error").textContent()).toBe(
      "Last posting failed: This would take the account's balance beyond its limit, far above any real fortune.",
    );
    expect(await row.getByTestId("schedule-details").textContent()).toContain(
      "paused until you edit it",
    );
    // Nothing of it posts while paused: its coming dates say so.
    expect(await planner.occurrences("Huge").nth(1).getAttribute("data-status")).toBe("failed");
    await context.close();
  });

  test("R31 planner: a savings goal shows its progress after a contribution", async () => {
    const { context, page } = await openPage(browser());
    await userWithAccount(page, uniqueEmail("planner"));
    const planner = new PlannerPage(page);
    await planner.goto("plans");
    await page.getByTestId("plans-empty").waitFor();
    const year = new Date().getFullYear() + 2;
    await planner.addPlan("Emergency fund", "4,000", `${year}-06-30`);
    await planner.contribute("Emergency fund", "1,000");
    const card = planner.planCard("Emergency fund");
    await card.getByText("$1,000.00 of $4,000.00").waitFor();
    // No cash-flow history yet, but the plan's own pace reaches it in time: one verdict.
    expect(await card.getByTestId("plan-feasibility").textContent()).toBe("On track");
    expect(await card.getByTestId("plan-reason").textContent()).toMatch(
      /^You save \$333\.33 a month, enough to reach it by /,
    );
    expect(await card.getByTestId("plan-pace").textContent()).toMatch(
      /^At your current pace \(\$333\.33 a month\) you reach it on /,
    );
    await context.close();
  });
});
