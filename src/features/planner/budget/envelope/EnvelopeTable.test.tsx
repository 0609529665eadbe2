import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import { createTestI18n, renderWithProviders } from "../../../../test/renderWithProviders";
import type { EnvelopeMonth } from "../../../../data/envelope";
import plannerEn from "../../locales/en.json";
import { EditAccess } from "../../../../components/editAccess";
import { EnvelopeTable, type TableActions } from "./EnvelopeTable";
import { ReadyToAssign } from "./ReadyToAssign";

vi.mock("convex/react", () => ({ useQuery: () => [], useMutation: () => vi.fn() }));

const i18n = createTestI18n({ en: { planner: plannerEn } });

const fills = {
  lastAssigned: 30_000,
  lastSpent: 25_000,
  average: 20_000,
  averageMonths: 3,
  target: null,
};
function month(overrides: Partial<EnvelopeMonth> = {}): EnvelopeMonth {
  return {
    month: "2025-03",
    currency: "USD",
    readyToAssign: 10_000,
    categories: [
      { category: "food", assigned: 30_000, activity: -35_000, available: -5_000 },
      { category: "travel", assigned: 10_000, activity: 0, available: 10_000 },
    ],
    details: [
      { category: "food", carried: 0, keepNegative: false, target: null, underfunded: 0, fills },
      {
        category: "travel",
        carried: 0,
        keepNegative: false,
        target: { kind: "monthly", amount: 25_000 },
        underfunded: 15_000,
        fills: { ...fills, target: 25_000 },
      },
    ],
    cash: 0,
    futureAssigned: 0,
    cardPayments: 0,
    overspentLastMonth: 0,
    accounts: [],
    missingRates: [],
    ...overrides,
  };
}

function actions(): TableActions {
  return { assign: vi.fn(async () => true), move: vi.fn(), target: vi.fn(), keepNegative: vi.fn() };
}

describe("envelope budget table", () => {
  test("overspent is red and says so; underfunded is amber with what the target still wants", () => {
    renderWithProviders(<EnvelopeTable data={month()} actions={actions()} />, { i18n });
    const [food, travel] = screen.getAllByTestId("envelope-available");
    expect(food.dataset.state).toBe("overspent");
    expect(food.textContent).toBe("-$50.00");
    expect(screen.getByText("Overspent")).toBeTruthy();
    expect(travel.dataset.state).toBe("underfunded");
    expect(screen.getByText("Underfunded by $150.00")).toBeTruthy();
  });

  test("assigned is edited in place: Enter sends minor units, Escape puts it back", async () => {
    const a = actions();
    renderWithProviders(<EnvelopeTable data={month()} actions={a} />, { i18n });
    const input = screen.getByLabelText("Assigned to Travel") as HTMLInputElement;
    expect(input.value).toBe("100.00");
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: "120.5" } });
    fireEvent.keyDown(input, { key: "Enter" });
    await waitFor(() => expect(a.assign).toHaveBeenCalledWith("travel", 12_050));
    const food = screen.getByLabelText("Assigned to Food") as HTMLInputElement;
    fireEvent.focus(food);
    fireEvent.change(food, { target: { value: "1" } });
    fireEvent.keyDown(food, { key: "Escape" });
    expect(food.value).toBe("300.00");
    expect(a.assign).toHaveBeenCalledTimes(1);
  });

  test("quick fills and cover come from the row's menu", async () => {
    const a = actions();
    renderWithProviders(<EnvelopeTable data={month()} actions={a} />, { i18n });
    fireEvent.click(screen.getByRole("button", { name: "More for Travel" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Meet the target: $250.00" }));
    expect(a.assign).toHaveBeenCalledWith("travel", 25_000);
    fireEvent.click(screen.getByRole("button", { name: "More for Food" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Cover overspending…" }));
    expect(a.move).toHaveBeenCalledWith({ to: "food", amount: 5_000 });
  });

  test("a quick fill of nothing is not offered: a new budget's menu starts with its actions", async () => {
    const none = { lastAssigned: 0, lastSpent: 0, average: 0, averageMonths: 0, target: null };
    const data = month();
    data.details = data.details.map((d) => ({ ...d, fills: none }));
    renderWithProviders(<EnvelopeTable data={data} actions={actions()} />, { i18n });
    fireEvent.click(screen.getByRole("button", { name: "More for Food" }));
    await screen.findByRole("menuitem", { name: "Cover overspending…" });
    expect(screen.queryAllByRole("menuitem", { name: /\$0\.00/ })).toEqual([]);
    expect(screen.queryByText("Quick fill")).toBeNull();
  });

  test("a negative Ready to Assign is shown plainly with how to fix it", () => {
    renderWithProviders(<ReadyToAssign data={month({ readyToAssign: -2_500 })} />, { i18n });
    const alert = screen.getByTestId("ready-to-assign-negative");
    expect(within(alert).getByText("You assigned $25.00 more than you have")).toBeTruthy();
    expect(alert.textContent).toContain("until Ready to Assign is 0");
    expect(screen.getByTestId("ready-to-assign-amount").textContent).toBe("-$25.00");
  });

  test("with no money and nothing assigned yet, Ready to Assign says where money comes from, not that it all has a job", () => {
    const none = month({ readyToAssign: 0, cash: 0 });
    none.categories = none.categories.map((c) => ({ ...c, assigned: 0, available: 0 }));
    const { unmount } = renderWithProviders(<ReadyToAssign data={none} />, { i18n });
    expect(screen.getByTestId("ready-to-assign").textContent).toContain(
      "No money to assign yet: income recorded in the budget's accounts arrives here",
    );
    expect(screen.queryByText("Every bit of your money has a job.")).toBeNull();
    unmount();
    renderWithProviders(<ReadyToAssign data={month({ readyToAssign: 0, cash: 40_000 })} />, {
      i18n,
    });
    expect(screen.getByText("Every bit of your money has a job.")).toBeTruthy();
  });

  test("a viewer of the household reads the amounts and gets no field or menu to change them", () => {
    renderWithProviders(
      <EditAccess value={false}>
        <EnvelopeTable data={month()} actions={actions()} />
      </EditAccess>,
      { i18n },
    );
    expect(screen.queryAllByRole("textbox")).toHaveLength(0);
    expect(screen.queryAllByRole("button")).toHaveLength(0);
    expect(screen.getByText("$300.00")).toBeTruthy();
  });
});
