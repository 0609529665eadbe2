import { fireEvent, screen } from "@testing-library/react";
import { ConvexError } from "convex/values";
import { describe, expect, test, vi } from "vitest";
import { createTestI18n, renderWithProviders } from "../test/renderWithProviders";
import { RetryBoundary } from "./RetryBoundary";

let failing = true;
function Part() {
  if (failing) throw new ConvexError({ code: "NOT_FOUND" });
  return <p>loaded</p>;
}

describe("RetryBoundary: one failing part of a screen", () => {
  test("R30 shows the translated reason in place of the part, and Try again remounts it", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    failing = true;
    renderWithProviders(
      <RetryBoundary title="This part could not be loaded" testId="part-error" logLabel="part">
        <Part />
      </RetryBoundary>,
      { i18n: createTestI18n({}) },
    );
    const notice = screen.getByTestId("part-error");
    expect(notice.textContent).toContain("This part could not be loaded");
    expect(notice.textContent).not.toContain("NOT_FOUND");
    expect(notice.textContent).toContain(createTestI18n({}).t("common:errors.NOT_FOUND"));
    failing = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(screen.getByText("loaded")).toBeTruthy();
  });

  test("a fixed explanation stands in for the reason when given", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    failing = true;
    renderWithProviders(
      <RetryBoundary
        title="List failed"
        body="Check your connection."
        testId="list-error"
        logLabel="list"
      >
        <Part />
      </RetryBoundary>,
      { i18n: createTestI18n({}) },
    );
    expect(screen.getByTestId("list-error").textContent).toContain("Check your connection.");
  });
});
