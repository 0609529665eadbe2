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
  expiresAt: null,
  institution: null,
  mine: true,
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

describe("a consent's end on the card", () => {
  const linked = { ...bankAccount, linkedAccountId: "a1", vanished: false };
  const soon = () => Date.now() + 3 * 86_400_000;

  test("its end is shown; a week before it the person who connected may renew", () => {
    show({ expiresAt: Date.now() + 60 * 86_400_000 });
    expect(screen.getByTestId("bank-expiry").textContent).toMatch(/^Access granted until /);
    expect(screen.queryByTestId("bank-renew")).toBeNull();
    show({ expiresAt: soon(), institution: { name: "Lindenbank Demo", country: "DE" } });
    expect(screen.getAllByTestId("bank-expiry")[1].textContent).toMatch(/^Access ends .*renew it/);
    expect(screen.getByTestId("bank-renew")).toBeTruthy();
    expect(screen.getByText("Lindenbank Demo")).toBeTruthy();
  });

  test("another member sees the state but neither renew nor remove", () => {
    show({ expiresAt: soon(), mine: false });
    expect(screen.queryByTestId("bank-renew")).toBeNull();
    expect((screen.getByTestId("bank-remove") as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId("bank-connector-only").textContent).toBe(
      accountsEn.bank.card.connectorOnly,
    );
  });

  test("a linked account can be unlinked; one the bank no longer reports says so", () => {
    show({ accounts: [{ ...linked, vanished: true }] });
    expect(screen.getByTestId("bank-unlink")).toBeTruthy();
    expect(screen.getByTestId("bank-vanished").textContent).toBe(accountsEn.bank.card.vanished);
  });
});
