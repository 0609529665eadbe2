import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, test, vi } from "vitest";
import commonEn from "../../locales/en/common.json";
import { createTestI18n, renderWithProviders } from "../../test/renderWithProviders";
import LoginPage from "./LoginPage";
import authEn from "./locales/en.json";

const state = { ended: false };
vi.mock("../../lib/otherTabs", () => ({ useOtherTabSignedIn: () => true }));
vi.mock("../../data/session", () => ({
  useSession: () => ({ loading: false, status: "signedOut", viewer: null, ended: state.ended }),
}));
vi.mock("@convex-dev/auth/react", () => ({ useAuthActions: () => ({ signIn: vi.fn() }) }));
vi.mock("convex/react", () => ({
  useQuery: () => undefined,
  useMutation: () => vi.fn(),
  useAction: () => vi.fn(),
  useConvexAuth: () => ({ isLoading: false, isAuthenticated: false }),
  useConvex: () => ({}),
}));

const ENDED = "Your session has ended. Please log in again.";
const i18n = createTestI18n({ en: { auth: authEn, common: commonEn } });
const login = (routeState?: object) =>
  renderWithProviders(<LoginPage />, { i18n, route: { pathname: "/login", state: routeState } });

beforeEach(() => {
  state.ended = false;
});

describe("the login screen says one thing", () => {
  test("a tab whose session ended elsewhere is told so, and not also that another tab is signed in", async () => {
    login({ sessionEnded: true, from: "/settings" });
    expect(await screen.findByText(ENDED)).toBeTruthy();
    expect(screen.queryByTestId("other-tab-notice")).toBeNull();
  });

  test("while an ended session is still being told apart from a sign-out here, it says nothing yet", () => {
    state.ended = true;
    login();
    expect(screen.queryByTestId("other-tab-notice")).toBeNull();
    expect(screen.queryByText(ENDED)).toBeNull();
  });

  test("a new tab of a signed-in browser is told why it must sign in", () => {
    login();
    screen.getByTestId("other-tab-notice");
    expect(screen.queryByText(ENDED)).toBeNull();
  });
});
