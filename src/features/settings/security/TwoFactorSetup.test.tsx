import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { ConvexError } from "convex/values";
import { describe, expect, test, vi } from "vitest";
import commonEn from "../../../locales/en/common.json";
import { createTestI18n, renderWithProviders } from "../../../test/renderWithProviders";
import settingsEn from "../locales/en.json";
import { TwoFactorSetup } from "./TwoFactorSetup";

/**
 * Turning two-factor on needs a recent proof: when the session's is stale the server answers
 * REAUTH_REQUIRED, the password is asked for, and set-up goes on with the new seed.
 */
let begun = 0;
const totpBegin = vi.fn(async () => {
  begun += 1;
  if (begun === 1) throw new ConvexError({ code: "REAUTH_REQUIRED" });
  return { secret: "JBSWY3DPEHPK3PXP", uri: "otpauth://totp/x?secret=JBSWY3DPEHPK3PXP" };
});
const reauthenticate = vi.fn(async (_proof: { password?: string }) => {});

vi.mock("../../../data/profile", () => ({ useProfile: () => ({ hasPassword: true }) }));
vi.mock("../../../data/security", () => ({
  useSecurityOverview: () => ({ twoFactorEnabled: false }),
  useSecurityActions: () => ({ totpBegin, totpConfirm: vi.fn(), reauthenticate }),
}));

describe("Settings → Security: turning two-factor on", () => {
  test("asks for the password when the sign-in is stale, then shows the key to scan", async () => {
    renderWithProviders(<TwoFactorSetup onClose={() => {}} />, {
      i18n: createTestI18n({ en: { settings: settingsEn } }),
    });
    const dialog = await screen.findByRole("dialog", { name: commonEn.reauth.title });
    fireEvent.change(within(dialog).getByLabelText(new RegExp(commonEn.reauth.password, "u")), {
      target: { value: "secret-42" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: commonEn.reauth.confirm }));
    await waitFor(() => expect(reauthenticate).toHaveBeenCalledWith({ password: "secret-42" }));
    expect((await screen.findByTestId("totp-secret")).textContent).toBe("JBSWY3DPEHPK3PXP");
    expect(totpBegin).toHaveBeenCalledTimes(2);
  });
});
