import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { IconBasket } from "@tabler/icons-react";
import { beforeEach, describe, expect, test, vi } from "vitest";
import { createTestI18n, renderWithProviders } from "../../../test/renderWithProviders";
import type { BudgetLine } from "../../../data/budgets";
import plannerEn from "../locales/en.json";
import { BudgetRow } from "./BudgetRow";

const mutation = vi.fn();
vi.mock("convex/react", () => ({ useMutation: () => mutation }));
vi.mock("@mantine/notifications", () => ({ notifications: { show: vi.fn() } }));

const i18n = createTestI18n({ en: { planner: plannerEn } });

function line(spent: number, overrides: Partial<BudgetLine> = {}): BudgetLine {
  const available = 50000;
  const percent = Math.round((spent * 100) / available);
  const status = spent > available ? "danger" : spent >= available * 0.8 ? "warning" : "ok";
  return {
    _id: "b1" as BudgetLine["_id"],
    scope: "food",
    currency: "USD",
    budgeted: available,
    carryIn: 0,
    available,
    spent,
    remaining: available - spent,
    percent,
    status,
    projected: spent * 2,
    projectedStatus: spent * 2 > available ? "danger" : "ok",
    rollover: false,
    ...overrides,
  };
}

function renderRow(budget: BudgetLine, isCurrentMonth = true) {
  return renderWithProviders(
    <ul>
      <BudgetRow
        line={budget}
        label="Food"
        icon={IconBasket}
        color="orange"
        month="2025-03"
        isCurrentMonth={isCurrentMonth}
        displayCurrency="USD"
      />
    </ul>,
    { i18n },
  );
}

beforeEach(() => {
  mutation.mockReset();
});

describe("R31 planner: budget bars", () => {
  test("R31 planner: below 80 % the bar is ok and shows what is left and the pace", () => {
    renderRow(line(12000));
    const row = screen.getByTestId("budget-row");
    expect(row.dataset.status).toBe("ok");
    const bar = screen.getByRole("progressbar", { name: "Food: share of the budget spent" });
    expect(bar.getAttribute("aria-valuenow")).toBe("24");
    expect(bar.getAttribute("aria-valuetext")).toBe("24% spent");
    expect(within(row).getByText("$120.00 of $500.00")).toBeTruthy();
    expect(within(row).getByText("$380.00 left")).toBeTruthy();
    expect(within(row).getByText("At this rate you will spend $240.00 by month end.")).toBeTruthy();
  });

  test("R31 planner: from 80 % the bar turns warning", () => {
    renderRow(line(40000));
    expect(screen.getByTestId("budget-row").dataset.status).toBe("warning");
    expect(screen.getByTestId("budget-bar").dataset.status).toBe("warning");
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("80");
  });

  test("R31 planner: above 100 % the bar is full, danger, and says by how much", () => {
    renderRow(line(52000));
    const row = screen.getByTestId("budget-row");
    expect(row.dataset.status).toBe("danger");
    const bar = screen.getByRole("progressbar");
    expect(bar.getAttribute("aria-valuenow")).toBe("100");
    expect(bar.getAttribute("aria-valuetext")).toBe("Over by $20.00");
    expect(screen.getByTestId("budget-remaining").textContent).toBe("Over by $20.00");
  });

  test("R31 planner: a past month shows no pace; a roll-over shows its carry", () => {
    renderRow(line(10000, { carryIn: 2500, rollover: true }), false);
    expect(screen.queryByTestId("budget-pace")).toBeNull();
    expect(screen.getByText("Rolls over")).toBeTruthy();
    expect(screen.getByTestId("budget-remaining").textContent).toBe(
      "$400.00 left · includes $25.00 rolled over",
    );
  });

  test("R31 planner: editing inline sends minor units in the display currency", async () => {
    mutation.mockResolvedValue("b1");
    renderRow(line(12000));
    fireEvent.click(screen.getByRole("button", { name: "Actions for the Food budget" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Edit amount" }));
    const input = screen.getByLabelText("Budget for Food");
    expect((input as HTMLInputElement).value).toBe("500.00");
    fireEvent.change(input, { target: { value: "650.5" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(mutation).toHaveBeenCalledWith({
        month: "2025-03",
        scope: "food",
        amount: 65050,
        rollover: false,
      }),
    );
  });

  test("R31 planner: a negative budget is refused before anything is sent", async () => {
    renderRow(line(12000));
    fireEvent.click(screen.getByRole("button", { name: "Actions for the Food budget" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Edit amount" }));
    fireEvent.change(screen.getByLabelText("Budget for Food"), { target: { value: "-5" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Please enter a valid amount.")).toBeTruthy();
    expect(mutation).not.toHaveBeenCalled();
  });
});
