import type { Locator, Page } from "playwright-core";

/** Settings → Household, the header's switcher and the /join page. */
export class HouseholdPage {
  constructor(readonly page: Page) {}

  get section(): Locator {
    return this.page.getByTestId("household-section");
  }

  async goto() {
    await this.page.goto("/settings");
    await this.section.waitFor();
  }

  member(email: string): Locator {
    return this.section.getByTestId("household-member").filter({ hasText: email });
  }

  async invite(email: string, role: "Editor" | "Viewer" | "Owner" = "Editor") {
    await this.section.getByLabel("E-mail address").fill(email);
    // The form starts on Editor.
    if (role !== "Editor") {
      await this.section.getByLabel("Role", { exact: true }).first().click();
      await this.page.getByRole("option", { name: role, exact: true }).click();
    }
    await this.section.getByRole("button", { name: "Send invitation" }).click();
    await this.page.getByText(`Invitation sent to ${email}`).first().waitFor();
  }

  async setRole(email: string, role: "Editor" | "Viewer" | "Owner") {
    await this.section.getByLabel(`Role of ${email}`, { exact: true }).first().click();
    await this.page.getByRole("option", { name: role, exact: true }).click();
  }

  async remove(email: string) {
    await this.member(email).getByRole("button", { name: "Remove" }).click();
    await this.page.getByTestId("confirm-delete").click();
    await this.page.getByText("Member removed").first().waitFor();
  }

  /** Opens the /join link as the signed-in invitee, reads what it offers, and joins. */
  async accept(link: URL): Promise<string> {
    await this.page.goto(`${link.pathname}${link.search}`);
    const offer = (await this.page.getByTestId("join-offer").textContent()) ?? "";
    await this.page.getByTestId("join-accept").click();
    await this.page.waitForURL((url) => url.pathname === "/");
    return offer;
  }

  get switcher(): Locator {
    return this.page.getByTestId("household-switcher");
  }

  get notice(): Locator {
    return this.page.getByTestId("household-notice");
  }
}
