import { act, renderHook } from "@testing-library/react";
import { ConvexError } from "convex/values";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { describe, expect, test, vi } from "vitest";
import commonEn from "../locales/en/common.json";
import { createTestI18n } from "../test/renderWithProviders";
import { useSubmit, type SubmitOptions } from "./useSubmit";

const show = vi.fn();
vi.mock("@mantine/notifications", () => ({ notifications: { show: (n: unknown) => show(n) } }));

const i18n = createTestI18n({});
const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
);
const submitHook = (options?: SubmitOptions) => renderHook(() => useSubmit(options), { wrapper });

describe("useSubmit", () => {
  test("is saving while the action runs and hands back its value", async () => {
    const { result } = submitHook();
    let finish!: (value: number) => void;
    let outcome!: Promise<unknown>;
    act(() => {
      outcome = result.current.run(() => new Promise<number>((resolve) => (finish = resolve)));
    });
    expect(result.current.saving).toBe(true);
    await act(async () => finish(7));
    expect(await outcome).toEqual({ ok: true, value: 7 });
    expect(result.current.saving).toBe(false);
    expect(result.current.error).toBeNull();
  });

  test("a failure keeps the code's translated message, never the server's text", async () => {
    const { result } = submitHook();
    const failure = new ConvexError({ code: "NOT_FOUND", message: "raw server text" });
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.run(() => Promise.reject(failure));
    });
    expect(outcome).toEqual({
      ok: false,
      error: failure,
      message: commonEn.errors.NOT_FOUND,
    });
    expect(result.current.error).toBe(commonEn.errors.NOT_FOUND);
    expect(result.current.saving).toBe(false);
    expect(show).not.toHaveBeenCalled();
    // The next run starts clean.
    await act(async () => void (await result.current.run(async () => 1)));
    expect(result.current.error).toBeNull();
  });

  test("with notify, a failure is also shown as a red notification under the title", async () => {
    const { result } = submitHook({ notify: true, title: "Could not save" });
    await act(async () => void (await result.current.run(() => Promise.reject(new Error("x")))));
    expect(show).toHaveBeenCalledWith({
      color: "red",
      title: "Could not save",
      message: commonEn.errors.INTERNAL,
    });
  });
});
