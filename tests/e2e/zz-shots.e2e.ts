import { test } from "vitest";
import { signUpVerified } from "./pages/AccountsPage";
import { openPage, uniqueEmail, useBrowser } from "./support/browser";

const browser = useBrowser();
const OUT = process.env.SHOTS_DIR ?? "/tmp/shots";

const variants = [
  { name: "light", opts: {} },
  { name: "dark", opts: { colorScheme: "dark" as const } },
  { name: "phone", opts: { width: 360, height: 780 } },
  { name: "de", opts: { locale: "de-DE" } },
];

test("screens", { timeout: 240_000 }, async () => {
  for (const v of variants) {
    const { context, page } = await openPage(browser(), v.opts);
    await signUpVerified(page, uniqueEmail(`shots${v.name}`));
    await page.goto("/");
    const tryButton = page.getByRole("button", { name: /sample data|Beispieldaten/i }).first();
    await tryButton.click();
    await page.getByTestId("sample-present").waitFor();
    await page.goto("/payees");
    await page.getByTestId("payee-table").waitFor();
    await page.screenshot({ path: `${OUT}/payees-${v.name}.png`, fullPage: true });
    await page.goto("/rules");
    await page.getByTestId("rule-suggestions").waitFor();
    await page.screenshot({ path: `${OUT}/rules-${v.name}.png`, fullPage: true });
    await page.getByTestId("rule-suggestions").getByRole("button").nth(1).click();
    await page.getByRole("dialog").waitFor();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${OUT}/apply-${v.name}.png`, fullPage: true });
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: /New rule|Neue Regel/ }).click();
    await page.getByRole("dialog").waitFor();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${OUT}/ruleform-${v.name}.png`, fullPage: true });
    await page.keyboard.press("Escape");
    await page.goto("/transactions");
    await page.waitForTimeout(1200);
    await page.screenshot({ path: `${OUT}/ledger-${v.name}.png`, fullPage: true });
    const add = page.getByTestId("add-transaction").first();
    if (await add.isVisible()) {
      await add.click();
      await page.getByRole("dialog").waitFor();
      await page.getByTestId("payee-field").fill("Fre");
      await page.waitForTimeout(900);
      await page.screenshot({ path: `${OUT}/form-${v.name}.png`, fullPage: true });
    }
    await context.close();
  }
});
