import { readFile } from "node:fs/promises";
import type { Locator, Page } from "playwright-core";

export type ReportId = "spending-by-category" | "income-vs-expenses" | "cash-flow" | "net-worth";

/** The reports screen: period and account filters, the four report cards, CSV downloads. */
export class ReportsPage {
  constructor(readonly page: Page) {}

  /** Opens /reports (with optional search, e.g. "?period=thisMonth") and waits for a result. */
  async goto(search = "") {
    await this.page.goto(`/reports${search}`);
    await this.page.getByRole("heading", { name: "Reports", level: 2 }).waitFor();
    await this.card("spending-by-category").or(this.empty).or(this.error).first().waitFor();
  }

  card(id: ReportId): Locator {
    return this.page.getByTestId(`report-${id}`);
  }

  get empty(): Locator {
    return this.page.getByTestId("reports-empty");
  }

  get error(): Locator {
    return this.page.getByTestId("report-error");
  }

  get period(): Locator {
    return this.page.getByRole("combobox", { name: "Period" });
  }

  /** The chart's drawing (recharts' SVG), present once the lazily loaded chart has rendered. */
  chart(id: ReportId): Locator {
    return this.card(id).getByTestId("report-chart").locator("svg.recharts-surface").first();
  }

  summary(id: ReportId): Locator {
    return this.card(id).getByTestId("report-summary");
  }

  /** The data table's body rows as their cell texts. */
  async tableRows(id: ReportId): Promise<string[][]> {
    const rows = this.card(id).locator("table tbody tr");
    await rows.first().waitFor();
    return rows.evaluateAll((trs) =>
      trs.map((tr) => Array.from(tr.children, (cell) => (cell.textContent ?? "").trim())),
    );
  }

  async totalRow(id: ReportId): Promise<string[]> {
    return this.card(id)
      .locator("table tfoot tr")
      .first()
      .evaluate((tr) => Array.from(tr.children, (cell) => (cell.textContent ?? "").trim()));
  }

  async choosePeriod(label: string) {
    await this.period.click();
    await this.page.getByRole("option", { name: label, exact: true }).click();
  }

  /** Clicks the card's "Download CSV" and returns the file's name and text (without the BOM). */
  async downloadCsv(id: ReportId): Promise<{ fileName: string; text: string }> {
    const [download] = await Promise.all([
      this.page.waitForEvent("download"),
      this.card(id)
        .getByRole("button", { name: /^Download CSV/ })
        .click(),
    ]);
    const path = await download.path();
    const text = (await readFile(path, "utf8")).replace(/^\uFEFF/, "");
    return { fileName: download.suggestedFilename(), text };
  }
}
