import { fireEvent, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, test, vi } from "vitest";
import type { Id } from "../../../../convex/_generated/dataModel";
import type { HouseholdMember, HouseholdView } from "../../../data/households";
import { createTestI18n, renderWithProviders } from "../../../test/renderWithProviders";
import settingsEn from "../locales/en.json";
import { HouseholdSection } from "./HouseholdSection";

const ann = "user-ann" as Id<"users">;
const ben = "user-ben" as Id<"users">;
const state: { open: HouseholdView; members: HouseholdMember[] } = {
  open: {
    _id: "h1" as Id<"households">,
    name: "Ann",
    role: "owner",
    active: true,
    personal: true,
  },
  members: [],
};

vi.mock("../../../data/households", () => ({
  useOpenHousehold: () => state.open,
  useHouseholdMembers: () => state.members,
  useHouseholdInvitations: () => [],
  useHouseholdMutations: () => ({ removeMember: vi.fn(), leave: vi.fn() }),
}));
vi.mock("../../../data/session", () => ({ useSession: () => ({ viewer: { id: ann } }) }));

function ownRow() {
  renderWithProviders(<HouseholdSection />, {
    i18n: createTestI18n({ en: { settings: settingsEn } }),
  });
  return screen
    .getAllByTestId("household-member")
    .find((row) => row.textContent?.includes("ann@example.com"))!;
}

beforeEach(() => {
  state.open = { ...state.open, personal: true };
  state.members = [{ userId: ann, email: "ann@example.com", role: "owner" }];
});

describe("Settings → Household: Leave", () => {
  test("alone in the household with their own books, the user is offered no Leave that can only fail", () => {
    expect(within(ownRow()).queryByRole("button", { name: "Leave" })).toBeNull();
  });

  test("with others in it, or in a household of their own making, Leave is there", () => {
    state.members.push({ userId: ben, email: "ben@example.com", role: "editor" });
    expect(within(ownRow()).getByRole("button", { name: "Leave" })).toBeTruthy();
  });

  test("the only member of a shared household may leave it, which ends it", () => {
    state.open = { ...state.open, personal: false };
    expect(within(ownRow()).getByRole("button", { name: "Leave" })).toBeTruthy();
  });
});

describe("Settings → Household: removing a member", () => {
  test("the confirmation's button says Remove, not Delete", async () => {
    state.members.push({ userId: ben, email: "ben@example.com", role: "editor" });
    ownRow();
    const benRow = screen
      .getAllByTestId("household-member")
      .find((row) => row.textContent?.includes("ben@example.com"))!;
    fireEvent.click(within(benRow).getByRole("button", { name: "Remove" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByTestId("confirm-delete").textContent).toBe("Remove");
    expect(within(dialog).queryByRole("button", { name: "Delete" })).toBeNull();
  });
});
