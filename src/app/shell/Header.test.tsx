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

const i18n = createTestI18n({});
const signedOut: Session = { loading: false, status: "signedOut", viewer: null, ended: false };
const header = (session: Session) =>
  renderWithProviders(
    <Header session={session} drawerOpened={false} onToggleDrawer={() => undefined} canEdit />,
    { i18n },
  );

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
});
