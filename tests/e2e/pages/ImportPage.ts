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
