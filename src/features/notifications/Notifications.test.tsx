import { fireEvent, screen, waitFor } from "@testing-library/react";
import { getFunctionName } from "convex/server";
import { beforeEach, describe, expect, test, vi } from "vitest";
import { createTestI18n, renderWithProviders } from "../../test/renderWithProviders";
import notificationsEn from "./locales/en.json";
import NotificationBell from "./NotificationBell";
import UnsubscribePage from "./UnsubscribePage";

const state = {
  list: undefined as unknown,
  calls: [] as { name: string; args: unknown }[],
  unsubscribe: (_args: unknown): Promise<unknown> => Promise.resolve({ kind: "bill_due" }),
};
vi.mock("convex/react", () => ({
  useQuery: (ref: unknown) =>
    getFunctionName(ref as never) === "notifications:list" ? state.list : undefined,
  useMutation: (ref: unknown) => {
    const name = getFunctionName(ref as never);
    return (args: unknown) => {
      state.calls.push({ name, args });
      return name === "notifications:unsubscribe" ? state.unsubscribe(args) : Promise.resolve(null);
    };
  },
}));

const i18n = createTestI18n({ en: { notifications: notificationsEn } });

const bill = {
  _id: "n1",
  kind: "bill_due",
  createdAt: Date.UTC(2024, 5, 15, 9),
  read: false,
  subjectId: "s1",
  facts: {
    name: "Electricity",
    amount: 1234,
    currency: "USD",
    date: "2024-06-17",
    accountName: "Checking",
  },
};

beforeEach(() => {
  state.calls = [];
});

describe("the notification bell", () => {
  test("shows the unread count and lists each notification with its amount and account", async () => {
    state.list = { unread: 1, items: [bill, { ...bill, _id: "n0", read: true }] };
    renderWithProviders(<NotificationBell />, { i18n });
    const bell = screen.getByTestId("notification-bell");
    expect(bell.getAttribute("data-unread")).toBe("1");
    fireEvent.click(bell);
    const items = await screen.findAllByTestId("notification-item");
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain("Electricity of $12.34 from Checking");
    fireEvent.click(screen.getByTestId("notifications-mark-all"));
    expect(state.calls).toContainEqual({ name: "notifications:markAllRead", args: {} });
  });
});

describe("the newer kinds", () => {
  test("a bill its account cannot pay says so, a role change names the role, a price change both prices", async () => {
    const short = { ...bill, _id: "n2", facts: { ...bill.facts, short: true } };
    const role = {
      ...bill,
      _id: "n3",
      kind: "role_changed",
      facts: { name: "Home", role: "viewer" },
    };
    const price = {
      ...bill,
      _id: "n4",
      kind: "subscription_price_change",
      facts: {
        name: "Streamly",
        amount: 1549,
        previousAmount: 1299,
        currency: "USD",
        date: "2024-06-12",
      },
    };
    state.list = { unread: 3, items: [short, role, price] };
    renderWithProviders(<NotificationBell />, { i18n });
    fireEvent.click(screen.getByTestId("notification-bell"));
    const [first, second, third] = await screen.findAllByTestId("notification-item");
    expect(first!.textContent).toContain(
      "The forecast says Checking will not have enough that day.",
    );
    expect(second!.textContent).toContain("Your role in Home is now viewer.");
    expect(third!.textContent).toContain("Streamly now costs $15.49 instead of $12.99");
  });
});

describe("/unsubscribe", () => {
  test("turns the kind off with the link's token and says which", async () => {
    renderWithProviders(<UnsubscribePage />, { i18n, route: "/unsubscribe?token=u.bill_due.x" });
    expect((await screen.findByTestId("unsubscribe-done")).textContent).toContain("Bill due");
    expect(state.calls).toEqual([
      { name: "notifications:unsubscribe", args: { token: "u.bill_due.x" } },
    ]);
  });

  test("names the weekly summary when its link turned it off", async () => {
    state.unsubscribe = () => Promise.resolve({ kind: "weekly_summary" });
    renderWithProviders(<UnsubscribePage />, {
      i18n,
      route: "/unsubscribe?token=u.weekly_summary.x",
    });
    expect((await screen.findByTestId("unsubscribe-done")).textContent).toContain("Weekly summary");
  });

  test("says the link is bad when the server refuses it", async () => {
    state.unsubscribe = () => Promise.reject(new Error("INVALID_LINK"));
    renderWithProviders(<UnsubscribePage />, { i18n, route: "/unsubscribe?token=forged" });
    await waitFor(() => expect(screen.getByRole("alert")).toBeTruthy());
    expect(screen.queryByTestId("unsubscribe-done")).toBeNull();
  });
});
