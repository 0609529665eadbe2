import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import type { EnvelopeMonth } from "../../../../data/envelope";
import { createTestI18n, renderWithProviders } from "../../../../test/renderWithProviders";
import plannerEn from "../../locales/en.json";
import { MoveDialog } from "./MoveDialog";
import { QuickAssignDialog } from "./QuickAssignDialog";
import { targetProgress } from "./targetProgress";

vi.mock("convex/react", () => ({ useQuery: () => undefined, useMutation: () => vi.fn() }));

const i18n = () => createTestI18n({ en: { planner: plannerEn } });
const fills = (lastAssigned: number, lastSpent: number, average: number) => ({
  lastAssigned,
  lastSpent,
  average,
  averageMonths: 3,
  target: null,
});
/** Food: 50.00 assigned, no target; travel: 100.00 assigned, 150.00 short of its target. */
const data = {
  month: "2025-03",
  currency: "USD",
  readyToAssign: 20_000,
  categories: [
    { category: "food", assigned: 5_000, activity: 0, available: 5_000 },
    { category: "travel", assigned: 10_000, activity: 0, available: 10_000 },
  ],
  details: [
    { category: "food", underfunded: 0, target: null, fills: fills(30_000, 25_000, 12_345) },
    {
      category: "travel",
      underfunded: 15_000,
      target: { kind: "monthly", amount: 25_000 },
      fills: fills(0, 0, 10_000),
    },
  ],
} as unknown as EnvelopeMonth;

describe("quick-assign for every category", () => {
  test("previews each change and what it takes from Ready to Assign, then applies the rule", async () => {
    const onApply = vi.fn(async () => true);
    renderWithProviders(<QuickAssignDialog data={data} onClose={vi.fn()} onApply={onApply} />, {
      i18n: i18n(),
    });
    // Underfunded: travel 100.00 → 250.00, taking 150.00; 200.00 − 150.00 = 50.00 left.
    let preview = screen.getByTestId("quick-assign-preview");
    expect(
      within(preview)
        .getAllByRole("row")
        .map((r) => r.textContent),
    ).toEqual(["Travel$100.00 → $250.00"]);
    expect(screen.getByText("Takes $150.00 from Ready to Assign")).toBeTruthy();
    expect(screen.getByTestId("quick-assign-after").textContent).toBe(
      "Ready to Assign after: $50.00",
    );
    // Average: food 50.00 → 123.45, travel 100.00 = 100.00 unchanged; takes 73.45.
    fireEvent.click(screen.getByLabelText("Average spending (last 3 months)"));
    preview = screen.getByTestId("quick-assign-preview");
    expect(
      within(preview)
        .getAllByRole("row")
        .map((r) => r.textContent),
    ).toEqual(["Food$50.00 → $123.45"]);
    expect(screen.getByText("Takes $73.45 from Ready to Assign")).toBeTruthy();
    // Last month's assigned: food 300.00 (travel had none): 250.00 more than the 200.00 there is.
    fireEvent.click(screen.getByLabelText("Last month's assigned"));
    expect(screen.getByTestId("quick-assign-after").textContent).toBe(
      "Ready to Assign after: -$50.00",
    );
    expect(screen.getByText(/assigns more than Ready to Assign holds/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Apply 1 change" }));
    await waitFor(() => expect(onApply).toHaveBeenCalledWith("lastAssigned"));
  });

  test("a rule that changes nothing says so and cannot be applied", () => {
    const none = {
      ...data,
      details: data.details.map((d) => ({ ...d, underfunded: 0 })),
    } as EnvelopeMonth;
    renderWithProviders(<QuickAssignDialog data={none} onClose={vi.fn()} onApply={vi.fn()} />, {
      i18n: i18n(),
    });
    expect(screen.getByTestId("quick-assign-none")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Apply 0 changes" }).hasAttribute("disabled")).toBe(
      true,
    );
  });
});

test("Move offers Ready to Assign as a side, with what it holds", async () => {
  const onMove = vi.fn(async () => true);
  renderWithProviders(
    <MoveDialog
      data={data}
      init={{ from: "ready", to: "food" }}
      onClose={vi.fn()}
      onMove={onMove}
    />,
    { i18n: i18n() },
  );
  expect(screen.getByDisplayValue("Ready to Assign ($200.00)")).toBeTruthy();
  fireEvent.change(screen.getByRole("textbox", { name: "Amount" }), { target: { value: "12.5" } });
  fireEvent.click(screen.getByRole("button", { name: "Move" }));
  await waitFor(() => expect(onMove).toHaveBeenCalledWith("ready", "food", 1_250));
});

describe("a target's progress in its row", () => {
  test("monthly: this month's assigned against the amount", () => {
    const monthly = { target: { kind: "monthly" as const, amount: 25_000 } };
    expect(targetProgress(monthly, { assigned: 10_000, available: 99_999 })).toEqual({
      percent: 40,
      have: 10_000,
      need: 25_000,
      done: false,
    });
    expect(targetProgress(monthly, { assigned: 30_000, available: 0 })?.percent).toBe(100);
  });

  test("by a date: the money available (never below 0) against the whole amount", () => {
    const byDate = { target: { kind: "byDate" as const, amount: 120_000, month: "2025-12" } };
    expect(targetProgress(byDate, { assigned: 0, available: 30_000 })).toEqual({
      percent: 25,
      have: 30_000,
      need: 120_000,
      done: false,
    });
    expect(targetProgress(byDate, { assigned: 0, available: -5_000 })?.have).toBe(0);
    expect(targetProgress({ target: null }, { assigned: 1, available: 1 })).toBeNull();
  });
});
