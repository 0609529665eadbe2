import { MantineProvider } from "@mantine/core";
import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { AUTH_POLL_MS, AUTH_WAIT_MS, AuthGate } from "./FullPageLoader";

const auth = { isLoading: true, isAuthenticated: false };
vi.mock("convex/react", () => ({ useConvexAuth: () => auth }));
vi.mock("react-i18next", () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

beforeEach(() => {
  vi.useFakeTimers();
  auth.isLoading = true;
});
afterEach(() => vi.useRealTimers());

function renderGate() {
  return render(
    <MantineProvider>
      <AuthGate>
        <p>app</p>
      </AuthGate>
    </MantineProvider>,
  );
}

test("R7 R39 a full-page loader with a label shows until auth resolves, checked every 100 ms", () => {
  const view = renderGate();
  expect(screen.getByTestId("full-page-loader").textContent).toContain("app.loading");
  expect(screen.queryByText("app")).toBeNull();
  auth.isLoading = false;
  view.rerender(
    <MantineProvider>
      <AuthGate>
        <p>app</p>
      </AuthGate>
    </MantineProvider>,
  );
  act(() => vi.advanceTimersByTime(AUTH_POLL_MS));
  expect(screen.getByText("app")).toBeTruthy();
});

test("R7 R39 the app appears after at most 2 s even if the auth check never answers", () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  renderGate();
  act(() => vi.advanceTimersByTime(AUTH_WAIT_MS - AUTH_POLL_MS));
  expect(screen.queryByText("app")).toBeNull();
  act(() => vi.advanceTimersByTime(AUTH_POLL_MS));
  expect(screen.getByText("app")).toBeTruthy();
  expect(warn).toHaveBeenCalled();
  expect(AUTH_WAIT_MS).toBe(2000);
  expect(AUTH_POLL_MS).toBe(100);
});
