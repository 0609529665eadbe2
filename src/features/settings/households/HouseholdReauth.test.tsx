import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { ConvexError } from "convex/values";
import { beforeEach, describe, expect, test, vi } from "vitest";
import type { Id } from "../../../../convex/_generated/dataModel";
import commonEn from "../../../locales/en/common.json";
import { createTestI18n, renderWithProviders } from "../../../test/renderWithProviders";
import settingsEn from "../locales/en.json";
import { InvitePanel } from "./InvitePanel";
import { MemberRow } from "./MemberRow";

/**
 * Inviting, changing a role and removing a member need a recent proof: when the server answers
 * REAUTH_REQUIRED the password is asked for, and the same change is sent again.
 */
const stale = () => new ConvexError({ code: "REAUTH_REQUIRED" });
const calls = { invite: 0, setRole: 0, removeMember: 0 };
const once = (name: keyof typeof calls) =>
  vi.fn(async (_args: object) => {
    calls[name] += 1;
    if (calls[name] === 1) throw stale();
    return null;
  });
const mutations = {
  invite: once("invite"),
  setRole: once("setRole"),
  removeMember: once("removeMember"),
};
const reauthenticate = vi.fn(async (_proof: { password?: string }) => {});

vi.mock("../../../data/households", () => ({
  useHouseholdInvitations: () => [],
  useHouseholdMutations: () => mutations,
}));
vi.mock("../../../data/profile", () => ({ useProfile: () => ({ hasPassword: true }) }));
vi.mock("../../../data/security", () => ({
  useSecurityOverview: () => ({ twoFactorEnabled: false }),
  useSecurityActions: () => ({ reauthenticate }),
}));

const i18n = () => createTestI18n({ en: { settings: settingsEn } });
const ben = {
  userId: "user-ben" as Id<"users">,
  email: "ben@example.com",
  role: "editor" as const,
};

async function confirmWithPassword() {
  const dialog = await screen.findByRole("dialog", { name: commonEn.reauth.title });
  fireEvent.change(within(dialog).getByLabelText(new RegExp(commonEn.reauth.password, "u")), {
    target: { value: "secret-42" },
  });
  fireEvent.click(within(dialog).getByRole("button", { name: commonEn.reauth.confirm }));
  await waitFor(() => expect(reauthenticate).toHaveBeenCalledWith({ password: "secret-42" }));
}

beforeEach(() => {
  calls.invite = calls.setRole = calls.removeMember = 0;
  vi.clearAllMocks();
});

describe("Settings → Household asks for the password when the server wants a recent proof", () => {
  test("an invitation is sent once the password is confirmed", async () => {
    renderWithProviders(<InvitePanel />, { i18n: i18n() });
    fireEvent.change(screen.getByLabelText(settingsEn.household.email), {
      target: { value: "cat@example.com" },
    });
    fireEvent.click(screen.getByRole("button", { name: settingsEn.household.invite }));
    await confirmWithPassword();
    await waitFor(() => expect(mutations.invite).toHaveBeenCalledTimes(2));
    expect(mutations.invite).toHaveBeenLastCalledWith({ email: "cat@example.com", role: "editor" });
    // Sent: the field is emptied for the next one.
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>(settingsEn.household.email).value).toBe(""),
    );
  });

  test("a member is removed once the password is confirmed", async () => {
    renderWithProviders(<MemberRow member={ben} self={false} manage canLeave={false} />, {
      i18n: i18n(),
    });
    fireEvent.click(screen.getByRole("button", { name: settingsEn.household.remove }));
    fireEvent.click(await screen.findByTestId("confirm-delete"));
    await confirmWithPassword();
    await waitFor(() => expect(mutations.removeMember).toHaveBeenCalledTimes(2));
    expect(mutations.removeMember).toHaveBeenLastCalledWith({ userId: ben.userId });
  });

  test("a role is changed once the password is confirmed", async () => {
    renderWithProviders(<MemberRow member={ben} self={false} manage canLeave={false} />, {
      i18n: i18n(),
    });
    fireEvent.click(screen.getAllByLabelText("Role of ben@example.com")[0]!);
    fireEvent.click(await screen.findByRole("option", { name: "Viewer", hidden: true }));
    await confirmWithPassword();
    await waitFor(() => expect(mutations.setRole).toHaveBeenCalledTimes(2));
    expect(mutations.setRole).toHaveBeenLastCalledWith({ userId: ben.userId, role: "viewer" });
  });
});
