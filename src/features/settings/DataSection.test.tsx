import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { notifications } from "@mantine/notifications";
import { ConvexError } from "convex/values";
import { beforeEach, describe, expect, test, vi } from "vitest";
import type { ExportFile } from "../../../convex/shared/portability";
import { createTestI18n, renderWithProviders } from "../../test/renderWithProviders";
import commonEn from "../../locales/en/common.json";
import settingsEn from "./locales/en.json";
import { DataSection } from "./DataSection";

const restoreAll = vi.fn(
  async (_file: ExportFile, _onProgress: (done: number, total: number) => void) => {},
);
vi.mock("../../data/portability", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../data/portability")>()),
  useCanRestore: () => true,
  usePortability: () => ({ exportAll: vi.fn(), restoreAll }),
}));
vi.mock("@mantine/notifications", () => ({ notifications: { show: vi.fn() } }));

const backup: ExportFile = {
  format: "personal-finance-advisor",
  version: 1,
  exportedAt: "2025-03-01T10:00:00.000Z",
  profile: { email: "ana@example.com" },
  tables: {
    accounts: [{ _id: "a1" }, { _id: "a2" }],
    transactions: [{ _id: "t1" }, { _id: "t2" }, { _id: "t3" }],
    budgets: [{ _id: "b1" }],
    envelopeMonths: [{ _id: "e1" }, { _id: "e2" }, { _id: "e3" }],
  },
};

function pickBackup() {
  renderWithProviders(<DataSection />, {
    i18n: createTestI18n({ en: { settings: settingsEn } }),
  });
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  const picked = new File([JSON.stringify(backup)], "backup.json", { type: "application/json" });
  fireEvent.change(input, { target: { files: [picked] } });
}

beforeEach(() => {
  restoreAll.mockClear();
});

describe("restore from a backup", () => {
  test("picking a file shows what it holds and writes nothing until Restore", async () => {
    pickBackup();
    const summary = await screen.findByTestId("restore-summary");
    expect(within(summary).getByText(/^Backup made on .*2025/u)).toBeTruthy();
    expect(within(summary).getByText("Exported by ana@example.com.")).toBeTruthy();
    expect(screen.getByTestId("restore-count-accounts").textContent).toBe("2 accounts");
    expect(screen.getByTestId("restore-count-transactions").textContent).toBe("3 transactions");
    expect(screen.getByTestId("restore-count-budgets").textContent).toBe("1 budget");
    // The envelope budget's months come back too, and the summary says so.
    expect(screen.getByTestId("restore-count-envelopeMonths").textContent).toBe(
      "3 months of envelope budget",
    );
    // Nothing of a kind the file does not hold is listed as "0 …".
    expect(screen.queryByTestId("restore-count-plans")).toBeNull();
    expect(restoreAll).not.toHaveBeenCalled();

    fireEvent.click(screen.getByTestId("restore-confirm"));
    await waitFor(() => expect(restoreAll).toHaveBeenCalledTimes(1));
    expect((restoreAll.mock.calls[0] as unknown[])[0]).toEqual(backup);
  });

  test("Cancel leaves the account untouched", async () => {
    pickBackup();
    await screen.findByTestId("restore-summary");
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByTestId("restore-summary")).toBeNull());
    expect(restoreAll).not.toHaveBeenCalled();
  });
});

describe("restore progress and failure", () => {
  test("shows its progress and locks the buttons while it runs; a refused row is named", async () => {
    let fail: (error: unknown) => void = () => undefined;
    restoreAll.mockImplementationOnce(
      (_file: ExportFile, onProgress: (done: number, total: number) => void) => {
        onProgress(2, 6);
        return new Promise<void>((_resolve, reject) => (fail = reject));
      },
    );
    pickBackup();
    await screen.findByTestId("restore-summary");
    fireEvent.click(screen.getByTestId("restore-confirm"));
    const progress = await screen.findByTestId("data-progress");
    expect(progress.textContent).toContain("Restoring… 2 of 6 items");
    expect(screen.getByTestId("export-json").hasAttribute("disabled")).toBe(true);
    await act(async () =>
      fail(
        new ConvexError({
          code: "RESTORE_ROW_INVALID",
          table: "transactions",
          row: 4,
          reason: "INVALID_AMOUNT",
        }),
      ),
    );
    expect(screen.queryByTestId("data-progress")).toBeNull();
    expect(screen.getByTestId("export-json").hasAttribute("disabled")).toBe(false);
    const shown = vi.mocked(notifications.show).mock.calls.at(-1)?.[0];
    expect(shown?.color).toBe("red");
    expect(shown?.title).toBe(commonEn.errors.RESTORE_ROW_INVALID);
    expect(String(shown?.message)).toContain("5");
    expect(String(shown?.message)).toContain("transactions");
    expect(String(shown?.message)).toContain(commonEn.errors.INVALID_AMOUNT);
  });
});
