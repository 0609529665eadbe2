import type { Browser, Locator, Page } from "playwright-core";
import { openPage, uniqueEmail } from "../support/browser";
import { AuthPage, linkFromEmail } from "./AuthPage";
import { TransactionsPage } from "./TransactionsPage";

export type AccountTypeLabel =
  "Cash" | "Bank account" | "Savings account" | "Investment account" | "Credit card" | "Loan";

export interface NewAccount {
  type: AccountTypeLabel;
  /** Leave out to keep the translated default name of the type. */
  name?: string;
  /** Typed as a user would, e.g. "1,234.56"; for cards and loans the amount owed. */
  balance?: string;
  currency?: string;
  creditLimit?: string;
  billingDay?: string;
  paymentDay?: string;
  dueDate?: string;
  paymentType?: "One-time" | "Periodic";
  paymentAmount?: string;
}

/**
 * Signs up and opens the verification link from the offline backend's outbox, because the
 * ledger screens need a verified e-mail (R59).
 */
export async function signUpVerified(page: Page, email: string) {
  await new AuthPage(page).signUp(email);
  const link = await linkFromEmail(email);
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByText("Thank you, your e-mail is verified.").waitFor();
}

/** The accounts screen: list, net worth, the add wizard, edit and delete. */
export class AccountsPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto("/accounts");
    await this.page.getByRole("heading", { name: "Accounts", level: 2 }).waitFor();
    await this.list.or(this.empty).first().waitFor();
  }

  get list(): Locator {
    return this.page.getByTestId("account-list");
  }

  get empty(): Locator {
    return this.page.getByTestId("accounts-empty");
  }

  get netWorth(): Locator {
    return this.page.getByTestId("net-worth");
  }

  get dialog(): Locator {
    return this.page.getByRole("dialog");
  }

  row(name: string): Locator {
    return this.page.locator(`[data-testid="account-row"][data-account-name="${name}"]`);
  }

  balanceOf(name: string): Promise<string | null> {
    return this.row(name).getByTestId("account-balance").textContent();
  }

  async openWizard() {
    const first = this.page.getByRole("button", { name: "Add your first account" });
    await ((await first.isVisible()) ? first : this.page.getByTestId("add-account")).click();
    await this.dialog.getByRole("heading", { name: "Add account" }).waitFor();
  }

  /** Runs the three wizard steps (R24) and waits for the success message (R65). */
  async addAccount(account: NewAccount) {
    await this.openWizard();
    const dialog = this.dialog;
    await dialog.getByRole("radio", { name: new RegExp(`^${account.type}`) }).check();
    await dialog.getByRole("button", { name: "Next" }).click();
    await this.fillDetails(account);
    await dialog.getByRole("button", { name: "Next" }).click();
    await dialog.getByTestId("account-review").waitFor();
    await dialog.getByRole("button", { name: "Create account" }).click();
    await this.page.getByText("Account created successfully").first().waitFor();
    await dialog.waitFor({ state: "detached" });
  }

  async fillDetails(account: Partial<NewAccount>) {
    const dialog = this.dialog;
    if (account.name !== undefined) await dialog.getByLabel("Account name").fill(account.name);
    if (account.currency) {
      await dialog.getByLabel("Currency", { exact: true }).first().click();
      await this.page.getByRole("option", { name: new RegExp(`^${account.currency} `) }).click();
    }
    if (account.balance !== undefined) {
      await dialog.getByLabel(/^(Initial balance|Amount owed)/).fill(account.balance);
    }
    if (account.creditLimit !== undefined)
      await dialog.getByLabel(/^Credit limit/).fill(account.creditLimit);
    if (account.billingDay !== undefined)
      await dialog.getByLabel(/^Billing day/).fill(account.billingDay);
    if (account.paymentDay !== undefined)
      await dialog.getByLabel(/^Payment day/).fill(account.paymentDay);
    if (account.dueDate !== undefined) {
      await dialog.getByLabel("Due date").fill(account.dueDate);
      await dialog.getByLabel("Due date").press("Tab");
    }
    if (account.paymentType) await dialog.getByRole("radio", { name: account.paymentType }).check();
    if (account.paymentAmount !== undefined)
      await dialog.getByLabel("Payment amount").fill(account.paymentAmount);
  }

  async editAccount(name: string, changes: Partial<NewAccount>) {
    await this.row(name)
      .getByRole("button", { name: `Actions for ${name}` })
      .click();
    await this.page.getByRole("menuitem", { name: "Edit" }).click();
    await this.dialog.getByRole("heading", { name: "Edit account" }).waitFor();
    await this.fillDetails(changes);
    await this.dialog.getByRole("button", { name: "Save" }).click();
    await this.page.getByText("Account updated successfully").first().waitFor();
  }

  /** Deletes through the confirmation of R23 and returns the text it asked. */
  async deleteAccount(name: string): Promise<string> {
    await this.row(name)
      .getByRole("button", { name: `Actions for ${name}` })
      .click();
    await this.page.getByRole("menuitem", { name: "Delete" }).click();
    const confirm = this.page.getByRole("dialog", { name: "Delete account" });
    const text = (await confirm.textContent()) ?? "";
    await confirm.getByRole("button", { name: "Delete" }).click();
    await this.row(name).waitFor({ state: "detached" });
    return text;
  }
}

/**
 * A new verified user with one bank account "Checking" holding `balance` (1,000 unless
 * given), its ledger open: the starting point of most ledger flows.
 */
export async function freshLedger(
  page: Page,
  prefix: string,
  { email = uniqueEmail(prefix), balance = "1,000" } = {},
): Promise<TransactionsPage> {
  await signUpVerified(page, email);
  const accounts = new AccountsPage(page);
  await accounts.goto();
  await accounts.addAccount({ type: "Bank account", name: "Checking", balance });
  const ledger = new TransactionsPage(page);
  await ledger.goto();
  await ledger.selectAccount("Checking");
  return ledger;
}

/**
 * A fresh ledger in a first tab, and a second tab (its own browser context) signed in as the
 * same user with that account open: to watch changes arrive live.
 */
export async function ledgerInTwoTabs(browser: Browser, prefix: string, balance: string) {
  const email = uniqueEmail(prefix);
  const first = await openPage(browser);
  const ledger = await freshLedger(first.page, prefix, { email, balance });
  const accountId = ledger.accountId()!;
  const second = await openPage(browser);
  await new AuthPage(second.page).logIn(email);
  const watcher = new TransactionsPage(second.page);
  await watcher.goto(`?account=${accountId}`);
  return { first, second, ledger, watcher, accountId };
}
