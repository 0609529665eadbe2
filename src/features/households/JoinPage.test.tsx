import { screen } from "@testing-library/react";
import { getFunctionName } from "convex/server";
import { beforeEach, describe, expect, test, vi } from "vitest";
import { createTestI18n, renderWithProviders } from "../../test/renderWithProviders";
import householdsEn from "./locales/en.json";
import JoinPage from "./JoinPage";

const state = { offer: undefined as unknown };
vi.mock("convex/react", () => ({
  useQuery: (ref: unknown) =>
    getFunctionName(ref as never) === "households:invitation" ? state.offer : undefined,
  useMutation: () => vi.fn(),
}));
vi.mock("../../data/session", () => ({
  useSession: () => ({ viewer: { email: "ben@example.com" }, status: "verified" }),
}));

const i18n = createTestI18n({ en: { households: householdsEn } });
const TOKEN = "a".repeat(64);
const open = () => renderWithProviders(<JoinPage />, { i18n, route: `/join?token=${TOKEN}` });

describe("/join", () => {
  beforeEach(() => {
    state.offer = undefined;
  });

  test("names the household, who invited and the role before the person joins", () => {
    state.offer = { household: "Lee family", invitedBy: "Ann Lee", role: "editor", forYou: true };
    open();
    expect(screen.getByTestId("join-offer").textContent).toBe(
      "Ann Lee invited you to the household “Lee family” as Editor.",
    );
    expect(screen.getByTestId("join-accept")).toBeTruthy();
  });

  test("a link for another address says so and offers no Join that could only fail", () => {
    state.offer = { household: "Lee family", invitedBy: null, role: "viewer", forYou: false };
    open();
    expect(screen.getByTestId("join-offer").textContent).toBe(
      "You were invited to the household “Lee family” as Viewer.",
    );
    expect(screen.getByRole("alert").textContent).toContain("sent to another e-mail address");
    expect(screen.queryByTestId("join-accept")).toBeNull();
  });

  test("a spent link says it can no longer be used", () => {
    state.offer = null;
    open();
    expect(screen.getByRole("alert").textContent).toContain("can no longer be used");
    expect(screen.queryByTestId("join-accept")).toBeNull();
  });
});
