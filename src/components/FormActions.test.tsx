import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import { createTestI18n, renderWithProviders } from "../test/renderWithProviders";
import { FormActions } from "./FormActions";

describe("FormActions: the end of every dialog form", () => {
  test("Cancel and Save by default; Save submits the form it is in", () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    const onCancel = vi.fn();
    renderWithProviders(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <FormActions onCancel={onCancel} />
      </form>,
      { i18n: createTestI18n({}) },
    );
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  test("a wizard's step: its own first button, the two at either end, a button that only confirms", () => {
    const onConfirm = vi.fn();
    const onBack = vi.fn();
    renderWithProviders(
      <FormActions apart onCancel={onBack} cancelLabel="Back" label="Next" onConfirm={onConfirm} />,
      { i18n: createTestI18n({}) },
    );
    const back = screen.getByRole("button", { name: "Back" });
    const next = screen.getByRole("button", { name: "Next" });
    expect(next.getAttribute("type")).toBe("button");
    expect(back.parentElement?.style.getPropertyValue("--group-justify")).toBe("space-between");
    fireEvent.click(next);
    fireEvent.click(back);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});
