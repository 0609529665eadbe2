import { fireEvent, screen, waitFor } from "@testing-library/react";
import { ConvexError } from "convex/values";
import { beforeEach, describe, expect, test, vi } from "vitest";
import { createTestI18n, renderWithProviders } from "../../test/renderWithProviders";
import commonEn from "../../locales/en/common.json";
import authEn from "./locales/en.json";
import { TwoFactorStep } from "./TwoFactorStep";

const totpVerify = vi.fn(async (_args: { code: string }) => null);
const signOut = vi.fn(async () => {});
vi.mock("../../data/security", () => ({ useSecurityActions: () => ({ totpVerify }) }));
vi.mock("@convex-dev/auth/react", () => ({ useAuthActions: () => ({ signOut }) }));

function renderStep() {
  renderWithProviders(<TwoFactorStep />, {
    i18n: createTestI18n({ en: { auth: authEn, common: commonEn } }),
  });
}

beforeEach(() => {
  totpVerify.mockClear();
  signOut.mockClear();
});

describe("the sign-in code step", () => {
  test("sends the typed code without spaces around it", async () => {
    renderStep();
    fireEvent.change(screen.getByLabelText(/Verification code/), { target: { value: " 123456 " } });
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(totpVerify).toHaveBeenCalledWith({ code: "123456" }));
  });

  test("a wrong code shows the translated message and empties the field", async () => {
    totpVerify.mockRejectedValueOnce(new ConvexError({ code: "INVALID_CODE" }));
    renderStep();
    const input = screen.getByLabelText(/Verification code/);
    fireEvent.change(input, { target: { value: "000000" } });
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("That code is wrong, expired or already used.")).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe("");
  });

  test("offers a recovery code instead, and signing out", async () => {
    renderStep();
    fireEvent.click(screen.getByRole("button", { name: "Use a recovery code" }));
    expect(screen.getByLabelText(/Recovery code/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Sign out" }));
    expect(signOut).toHaveBeenCalled();
  });
});
