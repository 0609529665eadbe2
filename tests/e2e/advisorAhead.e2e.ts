import { describe, expect, test } from "vitest";
import { signUpVerified } from "./pages/AccountsPage";
import { hasHorizontalScroll, openPage, uniqueEmail, useBrowser } from "./support/browser";

const browser = useBrowser();

describe("advisor: looking ahead", () => {
  test("with sample data: the forecast, its card on Home, subscriptions and the payoff plan", async () => {
    const { context, page } = await openPage(browser());
    await signUpVerified(page, uniqueEmail("ahead"));
    await page.goto("/");
    await page.getByTestId("welcome").waitFor();
    await page.getByRole("button", { name: "Try it with sample data" }).click();
    await page.getByText("Sample data added: have a look around.").first().waitFor();
    await page.getByTestId("home-forecast").getByTestId("forecast-safe").waitFor();

    await page.goto("/advisor?tab=forecast");
    const forecast = page.getByTestId("forecast");
    await forecast.getByTestId("forecast-safe").waitFor();
    await forecast.locator(".recharts-surface").first().waitFor();
    expect(await forecast.getByTestId("forecast-backtest").textContent()).toMatch(
      /^The forecast made at the start of .+ was off by \d+%\.$/,
    );

    await page.getByRole("tab", { name: "Subscriptions" }).click();
    const first = page.getByTestId("subscription").first();
    await first.waitFor();
    expect(await first.getByRole("button", { name: "Make schedule" }).count()).toBe(1);

    await page.getByRole("tab", { name: "Debt payoff" }).click();
    await page.getByTestId("payoff").waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await context.close();
  });
});
