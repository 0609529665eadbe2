import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, test, vi } from "vitest";
import type { Id } from "../../../../convex/_generated/dataModel";
import type { SessionRow } from "../../../data/security";
import { createTestI18n, renderWithProviders } from "../../../test/renderWithProviders";
import settingsEn from "../locales/en.json";
import SecuritySection from "./SecuritySection";

const CODES = ["aaaa-bbbb", "cccc-dddd"];
const state = { twoFactorEnabled: false };
const writeText = vi.fn(() => Promise.resolve());
const sessions: SessionRow[] = [
  {
    _id: "s1" as Id<"authSessions">,
    current: true,
    browser: "Firefox",
    os: "Linux",
    startedAt: Date.UTC(2024, 0, 1),
    lastActiveAt: Date.UTC(2024, 0, 1),
  },
];

vi.mock("../../../data/security", () => ({
  useSecurityOverview: () => ({
    twoFactorEnabled: state.twoFactorEnabled,
    recoveryCodesLeft: state.twoFactorEnabled ? 10 : 0,
  }),
  useSessions: () => sessions,
  useSecurityActions: () => ({
    totpBegin: () => Promise.resolve({ secret: "ABCDEFGH", uri: "otpauth://totp/x?secret=AB" }),
    totpConfirm: () => Promise.resolve({ recoveryCodes: CODES }),
    totpDisable: vi.fn(),
    regenerateRecoveryCodes: vi.fn(),
    endSession: vi.fn(),
    endOtherSessions: vi.fn(),
  }),
}));

function renderSection() {
  renderWithProviders(<SecuritySection />, {
    i18n: createTestI18n({ en: { settings: settingsEn } }),
  });
}

beforeEach(() => {
  state.twoFactorEnabled = false;
  writeText.mockClear();
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
});

describe("Settings → Security: two-factor", () => {
  test("setting up, the code field asks for the app's code only: no recovery code exists yet", async () => {
    renderSection();
    fireEvent.click(screen.getByRole("button", { name: "Turn on" }));
    const dialog = await screen.findByRole("dialog");
    await within(dialog).findByLabelText(/Verification code/);
    expect(dialog.textContent).toContain("The 6-digit code from your authenticator app.");
    expect(dialog.textContent).not.toMatch(/recovery code/i);
  });

  test("turning it off, where recovery codes exist, the hint offers one", async () => {
    state.twoFactorEnabled = true;
    renderSection();
    fireEvent.click(screen.getByRole("button", { name: "Turn off" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("or a recovery code");
  });

  test("the recovery codes can be copied, and the button says they were", async () => {
    renderSection();
    fireEvent.click(screen.getByRole("button", { name: "Turn on" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(await within(dialog).findByLabelText(/Verification code/), {
      target: { value: "123456" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Turn on" }));
    fireEvent.click(await within(dialog).findByRole("button", { name: "Copy" }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(CODES.join("\n")));
    expect(await within(dialog).findByRole("button", { name: "Copied" })).toBeTruthy();
  });
});

describe("Settings → Security: sessions", () => {
  test("this device is active now, not at the last time its report was recorded", () => {
    renderSection();
    const item = screen.getByTestId("session-item");
    expect(item.textContent).toContain("Active now");
    expect(item.textContent).not.toContain("Last active");
  });
});
