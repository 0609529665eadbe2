import { ConvexError } from "convex/values";
import { afterEach, describe, expect, test, vi } from "vitest";
import { isSessionEndedError, onRouteError, rootErrorOptions } from "./sessionEndedErrors";

const refused = () => new ConvexError({ code: "UNAUTHENTICATED" });

afterEach(() => vi.restoreAllMocks());

describe("a session ended elsewhere logs no error", () => {
  test("the refusal itself, and React's concurrent-rendering error caused by it, are expected", () => {
    expect(isSessionEndedError(refused())).toBe(true);
    const concurrent = new Error("There was an error during concurrent rendering", {
      cause: refused(),
    });
    expect(isSessionEndedError(concurrent)).toBe(true);
    expect(isSessionEndedError(new ConvexError({ code: "NOT_FOUND" }))).toBe(false);
    expect(isSessionEndedError(new Error("chunk failed"))).toBe(false);
  });

  test("the root and the router stay quiet about it and still report anything else", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const report = vi.fn();
    vi.stubGlobal("reportError", report);
    const info = { componentStack: "" };
    rootErrorOptions.onCaughtError!(refused(), info);
    rootErrorOptions.onRecoverableError!(new Error("concurrent", { cause: refused() }), info);
    onRouteError(refused());
    expect(log).not.toHaveBeenCalled();
    expect(report).not.toHaveBeenCalled();
    rootErrorOptions.onCaughtError!(new Error("real"), info);
    rootErrorOptions.onRecoverableError!(new Error("real"), info);
    expect(log).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});
