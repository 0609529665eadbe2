import { act, fireEvent, screen } from "@testing-library/react";
import { useSyncExternalStore } from "react";
import { describe, expect, test, vi } from "vitest";
import { announceUpdate, subscribeUpdate, waitingUpdate } from "../../lib/offline/updateState";
import { createTestI18n, renderWithProviders } from "../../test/renderWithProviders";
import offlineEn from "./locales/en.json";
import UpdatePrompt from "./UpdatePrompt";

const i18n = createTestI18n({ en: { offline: offlineEn } });

/** As the shell does: the prompt shows once a new version waits. */
function Host() {
  const apply = useSyncExternalStore(subscribeUpdate, waitingUpdate);
  return apply ? <UpdatePrompt apply={apply} /> : null;
}

describe("a new version of the app", () => {
  test("is announced and switches in only when the person chooses Reload", async () => {
    renderWithProviders(<Host />, { i18n });
    expect(screen.queryByTestId("update-prompt")).toBeNull();
    const apply = vi.fn(async () => undefined);
    act(() => announceUpdate(apply));
    expect(screen.getByTestId("update-prompt").textContent).toContain("A new version is ready.");
    expect(apply).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Reload" }));
    expect(apply).toHaveBeenCalledTimes(1);
  });
});
