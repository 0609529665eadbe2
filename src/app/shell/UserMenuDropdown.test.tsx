import { Button } from "@mantine/core";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { forgetDevicePerson, rememberDevicePerson } from "../../lib/offline/devicePerson";
import { createTestI18n, renderWithProviders } from "../../test/renderWithProviders";
import UserMenuDropdown from "./UserMenuDropdown";

const signOut = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock("@convex-dev/auth/react", () => ({ useAuthActions: () => ({ signOut }) }));
const forgetDevice = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock("../../data/device/forgetDevice", () => ({ forgetDevice }));
// jsdom has no IndexedDB: the outbox holds whatever a test puts here, for person "p1" only.
const outbox = vi.hoisted(() => ({ entries: 0 }));
vi.mock("../../data/device/outbox", () => ({
  unsentOutboxCount: async (person: string | null) => (person === "p1" ? outbox.entries : 0),
}));

const i18n = createTestI18n({});

function openMenu() {
  renderWithProviders(
    <UserMenuDropdown label="ada@example.com" trigger={<Button>Menu</Button>} defaultOpened />,
    { i18n },
  );
  fireEvent.click(screen.getByRole("menuitem", { name: "Log out" }));
}

describe("signing out with entries typed offline not sent yet", () => {
  beforeEach(() => rememberDevicePerson("p1"));
  afterEach(() => {
    forgetDevicePerson();
    vi.clearAllMocks();
  });

  test("with an empty outbox it signs out at once", async () => {
    outbox.entries = 0;
    openMenu();
    await waitFor(() => expect(forgetDevice).toHaveBeenCalled());
    expect(signOut).toHaveBeenCalled();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  test("it asks first, says how many, and staying (the default) keeps the session and the entries", async () => {
    outbox.entries = 2;
    openMenu();
    const dialog = await screen.findByRole("dialog", {
      name: "Unsent transactions on this device",
    });
    expect(dialog.textContent).toContain(
      "2 transactions typed offline have not been sent yet. Signing out deletes them from this device.",
    );
    const stay = screen.getByRole("button", { name: "Stay signed in" });
    await waitFor(() => expect(document.activeElement).toBe(stay));
    fireEvent.click(stay);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(signOut).not.toHaveBeenCalled();
    expect(forgetDevice).not.toHaveBeenCalled();
  });

  test("“Sign out and delete them” signs out and wipes the device", async () => {
    outbox.entries = 1;
    openMenu();
    await screen.findByText(
      "1 transaction typed offline has not been sent yet. Signing out deletes it from this device.",
    );
    const confirm = screen.getByRole("button", { name: "Sign out and delete it" });
    expect(confirm.getAttribute("data-testid")).toBe("confirm-sign-out");
    fireEvent.click(confirm);
    await waitFor(() => expect(forgetDevice).toHaveBeenCalled());
    expect(signOut).toHaveBeenCalled();
  });
});
