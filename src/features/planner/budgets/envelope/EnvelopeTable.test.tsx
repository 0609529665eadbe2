import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
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
    groups: [
      {
        key: "g1",
        name: "Everyday",
        categories: ["food"],
        collapsed: false,
        assigned: 30_000,
        activity: -35_000,
        available: -5_000,
      },
      {
        key: "ungrouped",
        name: null,
        categories: ["travel"],
        collapsed: false,
        assigned: 10_000,
        activity: 0,
        available: 10_000,
      },
    ],
    totals: { assigned: 40_000, activity: -35_000, available: 5_000 },
    ...overrides,
  };
}

function actions(): TableActions {
  return {
    assign: vi.fn(async () => true),
    quickAssign: vi.fn(),
    move: vi.fn(),
    target: vi.fn(),
    keepNegative: vi.fn(),
    pickGroup: vi.fn(),
    toggleGroup: vi.fn(),
    renameGroup: vi.fn(),
    moveGroup: vi.fn(),
    removeGroup: vi.fn(),
  };
}

describe("envelope budget table", () => {
  test("overspent is red and says so; underfunded is amber, its target's progress in the row", () => {
    renderWithProviders(<EnvelopeTable data={month()} actions={actions()} />, { i18n });
    const [food, travel] = screen.getAllByTestId("envelope-available");
    expect(food.dataset.state).toBe("overspent");
    expect(food.textContent).toBe("-$50.00");
    expect(screen.getByText("Overspent")).toBeTruthy();
    expect(travel.dataset.state).toBe("underfunded");
    // Monthly target 250.00, 100.00 assigned: 40 % of the bar.
    const progress = screen.getByTestId("target-progress");
    expect(progress.textContent).toBe("$100.00 of $250.00");
    expect(within(progress).getByRole("progressbar").getAttribute("aria-valuenow")).toBe("40");
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

  test("quick-assign comes from the row's menu, each item naming its amount", async () => {
    const a = actions();
    renderWithProviders(<EnvelopeTable data={month()} actions={a} />, { i18n });
    fireEvent.click(screen.getByRole("button", { name: "More for Travel" }));
    // 100.00 assigned + 150.00 underfunded = 250.00.
    fireEvent.click(await screen.findByRole("menuitem", { name: "Meet the target: $250.00" }));
    expect(a.quickAssign).toHaveBeenCalledWith("travel", "underfunded");
    // A Mantine menu opens once per render in jsdom: a fresh grid for the next item.
    cleanup();
    renderWithProviders(<EnvelopeTable data={month()} actions={a} />, { i18n });
    fireEvent.click(screen.getByRole("button", { name: "More for Travel" }));
    fireEvent.click(
      await screen.findByRole("menuitem", {
        name: "Average spending of the last 3 months: $200.00",
      }),
    );
    expect(a.quickAssign).toHaveBeenLastCalledWith("travel", "average");
  });

  test("money goes back to Ready to Assign and overspending is covered from the row's menu", async () => {
    const a = actions();
    renderWithProviders(<EnvelopeTable data={month()} actions={a} />, { i18n });
    fireEvent.click(screen.getByRole("button", { name: "More for Travel" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Return to Ready to Assign…" }));
    expect(a.move).toHaveBeenCalledWith({ from: "travel", to: "ready", amount: 10_000 });
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
    expect(screen.queryByText("Quick-assign")).toBeNull();
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
    // Only the folds: folding is the viewer's own view, not a change to the books.
    expect(screen.getAllByRole("button").map((b) => b.getAttribute("aria-label"))).toEqual([
      "Show or hide group Everyday",
      "Show or hide group Other categories",
    ]);
    expect(screen.getAllByText("$300.00").length).toBeGreaterThan(0);
  });

  test("groups head their categories with subtotals; the month's totals close the grid", () => {
    renderWithProviders(<EnvelopeTable data={month()} actions={actions()} />, { i18n });
    const [everyday, other] = screen.getAllByTestId("envelope-group");
    const head = within(everyday).getAllByRole("row")[0];
    expect(head.textContent).toContain("Everyday");
    expect(
      within(head)
        .getAllByText(/\$/)
        .map((e) => e.textContent),
    ).toEqual(["$300.00", "-$350.00", "-$50.00"]);
    expect(within(everyday).getByText("Food")).toBeTruthy();
    expect(within(other).getByText("Other categories")).toBeTruthy();
    expect(within(other).getByText("Travel")).toBeTruthy();
    const totals = screen.getByTestId("envelope-totals");
    expect(
      within(totals)
        .getAllByText(/\$/)
        .map((e) => e.textContent),
    ).toEqual(["$400.00", "-$350.00", "$50.00"]);
  });

  test("a folded group keeps its subtotals and hides its rows; its toggle says so", () => {
    const a = actions();
    const data = month();
    data.groups[0] = { ...data.groups[0], collapsed: true };
    renderWithProviders(<EnvelopeTable data={data} actions={a} />, { i18n });
    expect(screen.queryByText("Food")).toBeNull();
    const toggle = screen.getByRole("button", { name: "Show or hide group Everyday" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(toggle);
    expect(a.toggleGroup).toHaveBeenCalledWith(data.groups[0]);
  });

  test("a group's menu renames, moves and deletes it; Other categories has none", async () => {
    const a = actions();
    renderWithProviders(<EnvelopeTable data={month()} actions={a} />, { i18n });
    expect(screen.queryByRole("button", { name: "Actions for group Other categories" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Actions for group Everyday" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Delete group" }));
    expect(a.removeGroup).toHaveBeenCalledWith(month().groups[0]);
    cleanup();
    renderWithProviders(<EnvelopeTable data={month()} actions={a} />, { i18n });
    fireEvent.click(screen.getByRole("button", { name: "Actions for group Everyday" }));
    // The only group is first and last: no moving up or down.
    const rename = await screen.findByRole("menuitem", { name: "Rename group" });
    expect(screen.queryByRole("menuitem", { name: "Move up" })).toBeNull();
    fireEvent.click(rename);
    expect(a.renameGroup).toHaveBeenCalledWith(month().groups[0]);
  });
});
