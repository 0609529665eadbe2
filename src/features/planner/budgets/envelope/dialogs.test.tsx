import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import type { EnvelopeDetail, EnvelopeMonth } from "../../../../data/envelope";
import { createTestI18n, renderWithProviders } from "../../../../test/renderWithProviders";
import plannerEn from "../../locales/en.json";
import { MoveDialog } from "./MoveDialog";
import { TargetDialog } from "./TargetDialog";

vi.mock("convex/react", () => ({ useQuery: () => undefined, useMutation: () => vi.fn() }));

const data = {
  month: "2025-03",
  currency: "USD",
  categories: [
    { category: "food", available: 5000 },
    { category: "transportation", available: -1200 },
  ],
} as unknown as EnvelopeMonth;
const detail = { target: null } as unknown as EnvelopeDetail;
const i18n = () => createTestI18n({ en: { planner: plannerEn } });

/** A call the test settles by hand, to look at the dialog while it runs. */
function pending() {
  let settle: (ok: boolean) => void = () => undefined;
  const call = vi.fn(() => new Promise<boolean>((resolve) => (settle = resolve)));
  return { call, settle: (ok: boolean) => settle(ok) };
}

describe("envelope dialogs save through the shared saving state and footer", () => {
  test("Move shows it is saving while the move runs, then the dialog closes", async () => {
    const move = pending();
    const onClose = vi.fn();
    renderWithProviders(
      <MoveDialog
        data={data}
        init={{ from: "food", to: "transportation", amount: 1200 }}
        onClose={onClose}
        onMove={move.call}
      />,
      { i18n: i18n() },
    );
    const submit = screen.getByRole("button", { name: plannerEn.envelope.move.submit });
    fireEvent.click(submit);
    await waitFor(() => expect(move.call).toHaveBeenCalledWith("food", "transportation", 1200));
    expect(submit.hasAttribute("data-loading")).toBe(true);
    await act(async () => move.settle(true));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  test("a refused target keeps the dialog open and ready again; Cancel closes it", async () => {
    const save = pending();
    const onClose = vi.fn();
    renderWithProviders(
      <TargetDialog data={data} detail={detail} name="Food" onClose={onClose} onSave={save.call} />,
      { i18n: i18n() },
    );
    fireEvent.change(screen.getByRole("textbox", { name: plannerEn.envelope.target.amount }), {
      target: { value: "40" },
    });
    const button = screen.getByRole("button", { name: "Save" });
    fireEvent.click(button);
    await waitFor(() => expect(save.call).toHaveBeenCalledWith({ kind: "monthly", amount: 4000 }));
    expect(button.hasAttribute("data-loading")).toBe(true);
    await act(async () => save.settle(false));
    expect(button.hasAttribute("data-loading")).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
