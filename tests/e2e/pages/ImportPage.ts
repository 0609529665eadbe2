import type { Page } from "playwright-core";

/** The statement import screen (/import). */
export class ImportPage {
  constructor(private readonly page: Page) {}

  async goto(accountId: string) {
    await this.page.goto(`/import?account=${accountId}`);
    await this.page.getByTestId("import-drop").waitFor();
  }

  async chooseFile(path: string) {
    await this.page.getByTestId("import-file-input").setInputFiles(path);
    await this.page.getByTestId("import-summary").waitFor();
  }

  count(which: "new" | "duplicates" | "problems") {
    return this.page.getByTestId(`count-${which}`).textContent();
  }

  async importAll() {
    await this.page.getByTestId("import-start").click();
    await this.page.getByTestId("import-result").waitFor();
  }

  get result() {
    return this.page.getByTestId("import-result");
  }

  get summary() {
    return this.page.getByTestId("import-summary");
  }

  /** Waits until a counter reads `text` (the preview follows the account live). */
  async countBecomes(which: "new" | "duplicates" | "problems", text: string) {
    await this.page.waitForFunction(
      ([id, expected]) => document.querySelector(`[data-testid="${id}"]`)?.textContent === expected,
      [`count-${which}`, text],
      { timeout: 15_000 },
    );
  }

  /** Scrolls the page so the preview list's top edge sits `top` px below the window's top. */
  async scrollPreviewTo(top: number) {
    await this.page.getByTestId("preview-row").first().waitFor();
    await this.page.evaluate((wanted) => {
      const list = document.querySelector('[data-testid="import-preview"]') as HTMLElement;
      window.scrollBy(0, list.getBoundingClientRect().top - wanted);
    }, top);
    // Let the virtual list answer the scroll event before anything is read.
    await this.page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
  }

  /**
   * The heights (px from the window's top) inside the preview's visible part (between the
   * app's fixed header and footer) where no row is drawn, sampled every 20 px: empty when the
   * visible part of the list is fully drawn.
   */
  blankBands() {
    return this.page.evaluate(() => {
      const list = document.querySelector('[data-testid="import-preview"]') as HTMLElement;
      const box = list.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const blank: number[] = [];
      const edge = (selector: string, side: "top" | "bottom", fallback: number) =>
        document.querySelector(selector)?.getBoundingClientRect()[side] ?? fallback;
      const from = Math.max(box.top, edge("header", "bottom", 0)) + 2;
      const to = Math.min(box.bottom, edge("footer", "top", window.innerHeight)) - 2;
      for (let y = from; y < to; y += 20) {
        const hit = document.elementFromPoint(x, y);
        if (!hit?.closest('[data-testid="preview-row"]')) blank.push(Math.round(y));
      }
      return blank;
    });
  }

  history() {
    return this.page.getByTestId("import-record");
  }

  async undoLatest() {
    await this.history()
      .first()
      .getByRole("button", { name: /^Undo import/ })
      .click();
  }
}
