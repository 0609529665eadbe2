import { screen } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import type { Session } from "../../data/session";
import { createTestI18n, renderWithProviders } from "../../test/renderWithProviders";
import { Header } from "./Header";

vi.mock("convex/react", () => ({
  useQuery: () => undefined,
  useMutation: () => vi.fn(),
  useConvexAuth: () => ({ isLoading: false, isAuthenticated: false }),
  useConvex: () => ({}),
}));

// The user menu's dropdown needs the auth provider; these tests are about the header's row.
vi.mock("./UserMenuDropdown", () => ({ default: () => null }));
vi.mock("../../features/notifications/NotificationBell", () => ({ default: () => null }));
vi.mock("../../features/households/HouseholdSwitcher", () => ({ default: () => null }));

const i18n = createTestI18n({});
const signedOut: Session = { loading: false, status: "signedOut", viewer: null, ended: false };
const header = (session: Session, drawer: { opened: boolean; toggle: () => void } | null = null) =>
  renderWithProviders(<Header session={session} drawer={drawer} canEdit />, { i18n });
const signedIn: Session = {
  loading: false,
  status: "verified",
  viewer: {
    id: "u1" as never,
    email: "ada@example.com",
    name: null,
    emailVerified: true,
    createdAt: 0,
    lastLoginAt: 0,
  },
  ended: false,
};

describe("header", () => {
  test("a guest is offered to log in", () => {
    header(signedOut);
    expect(screen.getByTestId("login-button").textContent).toBe("Log in");
  });

  test("while a sign-in waits for its code there is no 'Log in': the code step is the sign-in", () => {
    header({ ...signedOut, status: "twoFactor" });
    expect(screen.queryByTestId("login-button")).toBeNull();
    expect(screen.queryByRole("button", { name: "Open menu" })).toBeNull();
  });

  test("R5 where the drawer is permanent there is no button to close it, so no stray click hides it", () => {
    header(signedIn, null);
    expect(screen.queryByRole("button", { name: "Close menu" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Open menu" })).toBeNull();
  });

  test("R5 on a phone the header opens the drawer, and offers a quick add", async () => {
    header(signedIn, { opened: false, toggle: () => undefined });
    screen.getByRole("button", { name: "Open menu" });
    // Mantine hides an element below a breakpoint by a class; the phone's quick add has none.
    expect((await screen.findByTestId("quick-add")).className).not.toMatch(
      /visible-from|hidden-from/,
    );
  });
});
