import type { Locator, Page } from "playwright-core";

export interface NewTransaction {
  kind?: "Income" | "Expense" | "Transfer";
  /** Positive, typed as a user would, e.g. "42.50". */
  amount: string;
  /** "YYYY-MM-DD"; the form starts with today. */
  date?: string;
  category?: string;
  notes?: string;
  /** Destination of a transfer, by account name. */
  toAccount?: string;
  /** Parts of a split: category name and amount as typed. */
  splits?: { category: string; amount: string }[];
  tags?: string[];
  /** Typed into the payee field (its suggestions are left closed). */
  payee?: string;
}

/** The transactions screen: account picker, live balance, list, add/edit/delete. */
export class TransactionsPage {
  constructor(readonly page: Page) {}

  async goto(search = "") {
    await this.page.goto(`/transactions${search}`);
    await this.page.getByRole("heading", { name: "Transactions", level: 2 }).waitFor();
  }

  get picker(): Locator {
    return this.page.getByLabel("Account", { exact: true }).first();
  }

  get prompt(): Locator {
    return this.page.getByTestId("select-account-prompt");
  }

  get balance(): Locator {
    return this.page.getByTestId("account-balance");
  }

  get rows(): Locator {
    return this.page.getByTestId("transaction-row");
  }

  get empty(): Locator {
    return this.page.getByTestId("transactions-empty");
  }

  get dialog(): Locator {
    return this.page.getByRole("dialog");
  }

  row(text: string): Locator {
    return this.rows.filter({ hasText: text });
  }

  /** One column of a register row: its date, account, category or notes as shown. */
  async cell(rowText: string, column: "date" | "account" | "category" | "notes" | "payee") {
    const id = column === "payee" ? "transaction-title" : `cell-${column}`;
    return (await this.row(rowText).getByTestId(id).first().textContent()) ?? "";
  }

  /** Opens "All accounts" from the sidebar (desktop) or the picker (phone). */
  async selectAll() {
    await this.sidebar.or(this.picker).first().waitFor();
    if (await this.sidebar.isVisible()) {
      await this.sidebar.getByRole("link", { name: "All accounts" }).click();
    } else {
      await this.picker.click();
      await this.page.getByRole("option", { name: "All accounts" }).click();
    }
  }

  /** The register's new-entry row, opened with the "n" key. */
  get entry(): Locator {
    return this.page.getByTestId("register-entry").first();
  }

  /** The accounts sidebar of a desktop screen (the picker stays for phones). */
  get sidebar(): Locator {
    return this.page.getByTestId("accounts-sidebar");
  }

  async selectAccount(name: string) {
    await this.sidebar.or(this.picker).first().waitFor();
    if (await this.sidebar.isVisible()) {
      // The link's name is the account's name then its balance: no letter may follow the name
      // (a \b would fail after a name ending in ")" followed by "$").
      await this.sidebar.getByRole("link", { name: new RegExp(`^${name}(?!\\p{L})`, "u") }).click();
    } else {
      await this.picker.click();
      await this.page.getByRole("option", { name: new RegExp(`^${name} \\(`) }).click();
    }
    await this.balance.waitFor();
    await this.page.getByTestId("transaction-list").or(this.empty).first().waitFor();
  }

  /** The selected account's id, as kept in the URL (?account=…). */
  accountId(): string | null {
    return new URL(this.page.url()).searchParams.get("account");
  }

  /** `beforeSave` runs just before Save is clicked (to time what follows the save). */
  /** `notice`: the notice the save ends with (offline: the one for an entry kept on the device). */
  async add(tx: NewTransaction, beforeSave?: () => void, notice = "Transaction added") {
    await this.page.getByTestId("add-transaction").first().click();
    await this.dialog.getByRole("heading", { name: "Add transaction" }).waitFor();
    await this.fill(tx);
    beforeSave?.();
    await this.dialog.getByRole("button", { name: "Save" }).click();
    await this.page.getByText(notice).first().waitFor();
    await this.dialog.waitFor({ state: "detached" });
  }

  async edit(rowText: string, changes: Partial<NewTransaction>) {
    await this.row(rowText)
      .getByRole("button", { name: /^Actions for/ })
      .click();
    await this.page.getByRole("menuitem", { name: "Edit" }).click();
    await this.dialog.getByRole("heading", { name: "Edit transaction" }).waitFor();
    await this.fill(changes);
    await this.dialog.getByRole("button", { name: "Save" }).click();
    await this.page.getByText("Transaction updated").first().waitFor();
    await this.dialog.waitFor({ state: "detached" });
  }

  /** Deletes through the confirmation of R30 and returns the text it asked. */
  async delete(rowText: string): Promise<string> {
    await this.row(rowText)
      .getByRole("button", { name: /^Actions for/ })
      .click();
    await this.page.getByRole("menuitem", { name: "Delete" }).click();
    const confirm = this.page.getByRole("dialog", { name: "Delete transaction" });
    const text = (await confirm.textContent()) ?? "";
    await confirm.getByRole("button", { name: "Delete" }).click();
    await this.page.getByText("Transaction deleted").first().waitFor();
    return text;
  }

  private async fill(tx: Partial<NewTransaction>) {
    const dialog = this.dialog;
    if (tx.kind)
      await dialog
        .locator("label")
        .filter({ hasText: new RegExp(`^${tx.kind}$`) })
        .click();
    if (tx.amount !== undefined) await dialog.getByLabel(/^Amount/).fill(tx.amount);
    if (tx.date !== undefined) {
      await dialog.getByLabel(/^Date/).fill(tx.date);
      await dialog.getByLabel(/^Date/).press("Tab");
    }
    if (tx.toAccount) {
      await dialog
        .getByLabel(/^To account/)
        .first()
        .click();
      await this.page.getByRole("option", { name: new RegExp(`^${tx.toAccount} \\(`) }).click();
    }
    if (tx.payee !== undefined) {
      await dialog.getByLabel("Payee", { exact: true }).fill(tx.payee);
      await dialog.getByLabel("Payee", { exact: true }).press("Tab");
    }
    if (tx.category) {
      await dialog
        .getByLabel(/^Category/)
        .first()
        .click();
      await this.page.getByRole("option", { name: tx.category, exact: true }).click();
    }
    if (tx.notes !== undefined) await dialog.getByLabel("Notes", { exact: true }).fill(tx.notes);
    if (tx.splits) await this.fillSplits(tx.splits);
    for (const tag of tx.tags ?? []) {
      await dialog.getByLabel("Tags").fill(tag);
      await dialog.getByLabel("Tags").press("Enter");
    }
    if (tx.tags?.length) await dialog.getByLabel("Tags").press("Escape");
  }

  /** The split editor's "left to assign" line. */
  get splitRemaining(): Locator {
    return this.dialog.getByTestId("split-remaining");
  }

  /** Opens the split editor and types each part (the editor starts with two rows). */
  async fillSplits(parts: { category: string; amount: string }[]) {
    const dialog = this.dialog;
    await dialog.getByRole("button", { name: "Split", exact: true }).click();
    for (const [i, part] of parts.entries()) {
      const n = i + 1;
      if (n > 2) await dialog.getByRole("button", { name: "Add part" }).click();
      await dialog.getByLabel(`Category of part ${n}`).click();
      await this.page.getByRole("option", { name: part.category, exact: true }).click();
      await dialog.getByLabel(`Amount of part ${n}`).fill(part.amount);
    }
  }

  /** Expands a split row's parts and returns their text. */
  async splitParts(rowText: string): Promise<string> {
    const row = this.row(rowText);
    await row.getByTestId("split-toggle").click();
    return (await row.getByTestId("split-parts").textContent()) ?? "";
  }

  /** Chooses a category in the list's filters (opening them if folded), by its name. */
  async filterByCategory(name: string) {
    const field = this.page.getByRole("combobox", { name: "Category", exact: true });
    if (!(await field.isVisible()))
      await this.page.getByRole("button", { name: "Filters" }).click();
    await field.click();
    await this.page.getByRole("option", { name, exact: true }).click();
  }
}
