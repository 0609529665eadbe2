import { fireEvent, screen, waitFor } from "@testing-library/react";
import { getFunctionName } from "convex/server";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import type { AccountView } from "../../../data/accounts";
import { forgetDevicePerson, rememberDevicePerson } from "../../../lib/offline/devicePerson";
import { createTestI18n, renderWithProviders } from "../../../test/renderWithProviders";
import transactionsEn from "../locales/en.json";
import { TransactionFormModal } from "./TransactionFormModal";

const account = {
  _id: "a1",
  name: "Checking",
  type: "bank",
  currency: "USD",
  initialBalance: 0,
  balance: 100_000,
} as unknown as AccountView;

const sent = vi.hoisted(() => [] as string[]);
vi.mock("convex/react", () => ({
  useQuery: () => undefined,
  useMutation: (ref: never) => async () => {
    sent.push(getFunctionName(ref));
    return "t-new";
  },
}));
// jsdom has no IndexedDB: what the outbox would keep is recorded here.
const kept = vi.hoisted(() => [] as { fn: string }[]);
vi.mock("../../../data/device/outbox", () => ({
  keepInOutbox: async (_person: string, call: { fn: string }) => void kept.push(call),
  newClientId: () => crypto.randomUUID(),
}));
const notified = vi.hoisted(() => vi.fn());
vi.mock("@mantine/notifications", () => ({ notifications: { show: notified } }));

const i18n = createTestI18n({ en: { transactions: transactionsEn } });

async function addExpense() {
  const onClose = vi.fn();
  renderWithProviders(
    <TransactionFormModal opened account={account} accounts={[account]} onClose={onClose} />,
    { i18n, route: "/transactions" },
  );
  fireEvent.change(await screen.findByLabelText(/^Amount/), { target: { value: "3.20" } });
  fireEvent.click(screen.getByRole("button", { name: "Save" }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
}

describe("the transaction dialog tells where a new transaction went", () => {
  beforeEach(() => {
    sent.length = 0;
    kept.length = 0;
    notified.mockClear();
    rememberDevicePerson("p1");
  });
  afterEach(() => {
    forgetDevicePerson();
    vi.unstubAllGlobals();
  });

  test("sent to the server: “Transaction added”", async () => {
    await addExpense();
    expect(sent).toEqual(["transactions:create"]);
    expect(notified).toHaveBeenCalledWith({ color: "teal", message: "Transaction added" });
  });

  test("without a network: saved on this device, sent when the connection is back", async () => {
    vi.stubGlobal("navigator", { ...navigator, onLine: false });
    await addExpense();
    expect(sent).toEqual([]);
    expect(kept.map((call) => call.fn)).toEqual(["create"]);
    expect(notified.mock.calls.map((call) => call[0] as object)).toEqual([
      expect.objectContaining({
        color: "yellow",
        title: "Saved on this device",
        message: "It will be sent when the connection is back.",
      }),
    ]);
  });
});
