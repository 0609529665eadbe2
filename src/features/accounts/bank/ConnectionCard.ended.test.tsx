import { screen } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import { createTestI18n, renderWithProviders } from "../../../test/renderWithProviders";
import commonEn from "../../../locales/en/common.json";
import accountsEn from "../locales/en.json";
import { ConnectionCard } from "./ConnectionCard";

vi.mock("convex/react", () => ({
  useConvexAuth: () => ({ isAuthenticated: true, isLoading: false }),
  useQuery: () => undefined,
  useMutation: () => vi.fn(),
  useAction: () => vi.fn(),
}));
vi.mock("@mantine/notifications", () => ({ notifications: { show: vi.fn() } }));

const bankAccount = {
  externalId: "card",
  name: "Maple Rewards Card",
  org: "Maple Bank",
  currency: "USD",
  balance: -2500,
  linkedAccountId: null,
  difference: null,
};
const connection = {
  _id: "c1",
  _creationTime: 1,
  provider: "simplefin",
  status: "ok",
  lastSyncedAt: Date.UTC(2026, 10, 26, 12),
  error: null,
  bankMessage: null,
  skippedRows: 0,
  nextSyncAt: null,
  accounts: [bankAccount],
};

const i18n = createTestI18n({ en: { accounts: accountsEn, common: commonEn } });
const show = (overrides: Record<string, unknown>) =>
  renderWithProviders(
    <ConnectionCard connection={{ ...connection, ...overrides } as never} accounts={[]} />,
    { i18n },
  );

describe("a connection's card", () => {
  test("rows the sync left out are counted on the card", () => {
    show({ skippedRows: 2 });
    expect(screen.getByTestId("bank-skipped").textContent).toMatch(
      /^2 transactions from the bank were left out/,
    );
  });

  test("an ended connection says so, offers no sync and no new link", () => {
    show({ status: "ended", error: "BANK_OWNER_LEFT" });
    expect(screen.getByTestId("bank-status").textContent).toBe("No longer connected");
    expect(screen.getByTestId("bank-error").textContent).toBe(commonEn.errors.BANK_OWNER_LEFT);
    expect((screen.getByTestId("bank-sync-now") as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByTestId("bank-account-to-link")).toBeNull();
    expect(screen.queryByTestId("bank-skipped")).toBeNull();
  });
});
