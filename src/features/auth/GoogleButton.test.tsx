import { act, fireEvent, screen } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import { createTestI18n, renderWithProviders } from "../../test/renderWithProviders";
import authEn from "./locales/en.json";
import { GoogleButton } from "./GoogleButton";
import { GoogleNotConfigured } from "./useGoogleSignIn";

let settle: (error?: Error) => void = () => undefined;
const signInWithGoogle = vi.fn(
  () => new Promise<void>((resolve, reject) => (settle = (e) => (e ? reject(e) : resolve()))),
);
vi.mock("./useGoogleSignIn", async (importOriginal) => ({
  ...(await importOriginal<typeof import("./useGoogleSignIn")>()),
  useGoogleSignIn: () => ({ enabled: false, signInWithGoogle }),
}));

function renderButton(onError = vi.fn()) {
  renderWithProviders(<GoogleButton onError={onError} />, {
    i18n: createTestI18n({ en: { auth: authEn } }),
  });
  return { button: screen.getByTestId("google-sign-in"), onError };
}

describe("Continue with Google", () => {
  test("R20 is busy while the sign-in runs; without a Google client it says so", async () => {
    const { button, onError } = renderButton();
    fireEvent.click(button);
    expect(button.hasAttribute("data-loading")).toBe(true);
    await act(async () => settle(new GoogleNotConfigured()));
    expect(button.hasAttribute("data-loading")).toBe(false);
    expect(screen.getByTestId("google-not-configured").textContent).toBe(
      authEn.google.notConfigured,
    );
    expect(onError).not.toHaveBeenCalled();
  });

  test("any other failure goes to onError", async () => {
    const { button, onError } = renderButton();
    fireEvent.click(button);
    const failure = new Error("popup closed");
    await act(async () => settle(failure));
    expect(onError).toHaveBeenCalledWith(failure);
    expect(screen.queryByTestId("google-not-configured")).toBeNull();
  });
});
