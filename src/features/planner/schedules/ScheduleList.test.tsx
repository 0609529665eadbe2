import { screen } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import type { ScheduleView } from "../../../data/schedules";
import { createTestI18n, renderWithProviders } from "../../../test/renderWithProviders";
import plannerEn from "../locales/en.json";
import { ScheduleList } from "./ScheduleList";

vi.mock("convex/react", () => ({ useQuery: () => undefined }));

const base = {
  _creationTime: 1,
  kind: "income",
  accountId: "a1",
  amount: 10_000,
  category: "income",
  frequency: "daily",
  interval: 1,
  startDate: "2026-11-01",
  currency: "USD",
  fromAccountFields: false,
} as const;

function show(schedules: ScheduleView[]) {
  renderWithProviders(
    <ScheduleList
      schedules={schedules}
      accountName={() => "Checking"}
      onEdit={() => undefined}
      onDelete={() => undefined}
    />,
    { i18n: createTestI18n({ en: { planner: plannerEn } }) },
  );
  return screen.getAllByTestId("schedule-row");
}

describe("recurring list: a schedule that cannot post", () => {
  test("shows its error and that it is paused until edited, not finished", () => {
    const [paused, over] = show([
      { ...base, _id: "s1", nextDate: null, lastError: "BALANCE_TOO_LARGE" } as ScheduleView,
      { ...base, _id: "s2", nextDate: null, count: 3 } as ScheduleView,
    ]);
    expect(paused.textContent).toContain(
      "Last posting failed: This would take the account's balance beyond its limit",
    );
    expect(paused.textContent).toContain("paused until you edit it");
    expect(paused.textContent).not.toContain("finished");
    expect(over.textContent).toContain("finished");
  });
});
