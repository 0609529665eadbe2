import { fireEvent, screen, waitFor } from "@testing-library/react";
import { ConvexError } from "convex/values";
import { describe, expect, test, vi } from "vitest";
import commonEn from "../locales/en/common.json";
import { createTestI18n, renderWithProviders } from "../test/renderWithProviders";
import { withReauth } from "./reauth";

const reauthenticate = vi.fn(async (_proof: { password?: string; code?: string }) => {});
vi.mock("../data/profile", () => ({ useProfile: () => ({ hasPassword: true }) }));
vi.mock("../data/security", () => ({
  useSecurityOverview: () => ({ twoFactorEnabled: true }),
  useSecurityActions: () => ({ reauthenticate }),
}));

describe("re-authentication dialog", () => {
  test("speaks from the common strings, so any screen can ask (the bank dialog loads no settings)", async () => {
    let calls = 0;
    const work = vi.fn(async () => {
      calls += 1;
      if (calls === 1) throw new ConvexError({ code: "REAUTH_REQUIRED" });
      return "exported";
    });
    let result: Promise<string> | undefined;
    // Only the common namespace is loaded, as on the accounts screen.
    renderWithProviders(
      <button type="button" onClick={() => (result = withReauth(work))}>
        export
      </button>,
      { i18n: createTestI18n({}) },
    );
    fireEvent.click(screen.getByRole("button", { name: "export" }));
    expect(await screen.findByText(commonEn.reauth.title)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: commonEn.reauth.useCode }));
    fireEvent.change(screen.getByLabelText(new RegExp(commonEn.reauth.codeLabel, "u")), {
      target: { value: " 123456 " },
    });
    expect(screen.getByRole("button", { name: commonEn.actions.cancel })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: commonEn.reauth.confirm }));
    await waitFor(() => expect(reauthenticate).toHaveBeenCalledWith({ code: "123456" }));
    await expect(result).resolves.toBe("exported");
    expect(work).toHaveBeenCalledTimes(2);
  });
});
