import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { notifications } from "@mantine/notifications";
import { ConvexError } from "convex/values";
import { beforeEach, describe, expect, test, vi } from "vitest";
import type { TradeView } from "../../../data/investments";
import { EditAccess } from "../../../components/editAccess";
import { createTestI18n, renderWithProviders } from "../../../test/renderWithProviders";
import investmentsEn from "../locales/en.json";
import { TradeList } from "./TradeList";

const removeTrade = vi.fn();
vi.mock("convex/react", () => ({ useMutation: () => removeTrade, useQuery: () => undefined }));

const trades = [
  {
    _id: "t2",
    date: "2024-02-10",
    kind: "sell",
    symbol: "VWCE",
    quantity: "5",
    price: "150",
    amount: 75_000,
    fee: 0,
    cashChange: 75_000,
    realizedGain: 25_000,
  },
  {
    _id: "t1",
    date: "2024-01-10",
    kind: "buy",
    symbol: "VWCE",
    quantity: "10",
    price: "100",
    amount: 100_000,
    fee: 0,
    cashChange: -100_000,
    realizedGain: null,
  },
] as unknown as TradeView[];

function show(canEdit: boolean) {
  renderWithProviders(
    <EditAccess value={canEdit}>
      <TradeList trades={trades} currency="EUR" />
    </EditAccess>,
    { i18n: createTestI18n({ en: { investments: investmentsEn } }) },
  );
}

describe("trade list: removing a trade", () => {
  // A braced body: a function returned from beforeEach is run as its teardown.
  beforeEach(() => {
    removeTrade.mockReset().mockResolvedValue(null);
  });

  test("a row's menu removes that trade after the confirmation", async () => {
    show(true);
    fireEvent.click(screen.getByRole("button", { name: /Actions for Bought 10 VWCE/ }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Remove trade" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("Bought 10 VWCE");
    expect(removeTrade).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByTestId("confirm-delete"));
    await waitFor(() => expect(removeTrade).toHaveBeenCalledWith({ id: "t1" }));
  });

  test("a buy a later sale needs is refused with what to do, not the sell wording", async () => {
    removeTrade.mockRejectedValue(new ConvexError({ code: "OVERSELL" }));
    const shown = vi.spyOn(notifications, "show");
    show(true);
    fireEvent.click(screen.getByRole("button", { name: /Actions for Bought 10 VWCE/ }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Remove trade" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByTestId("confirm-delete"));
    await waitFor(() =>
      expect(shown).toHaveBeenCalledWith(
        expect.objectContaining({
          color: "red",
          message: investmentsEn.trades.remove.neededBySale,
        }),
      ),
    );
  });

  test("a viewer sees no row actions", () => {
    show(false);
    expect(screen.getAllByTestId("trade-row")).toHaveLength(2);
    expect(screen.queryByRole("button", { name: /Actions for/ })).toBeNull();
  });
});
