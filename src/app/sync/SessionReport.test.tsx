import { render } from "@testing-library/react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { SessionReport } from "./SessionReport";

const reportClient = vi.fn(() => Promise.resolve(null));
vi.mock("../../data/security", () => ({ useSecurityActions: () => ({ reportClient }) }));

beforeEach(() => {
  vi.useFakeTimers();
  reportClient.mockClear();
});
afterEach(() => vi.useRealTimers());

test("an open tab reports itself every minute, so Last active is never minutes behind", () => {
  render(<SessionReport />);
  expect(reportClient).toHaveBeenCalledTimes(1);
  vi.advanceTimersByTime(60_000);
  expect(reportClient).toHaveBeenCalledTimes(2);
  vi.advanceTimersByTime(60_000);
  expect(reportClient).toHaveBeenCalledTimes(3);
});
