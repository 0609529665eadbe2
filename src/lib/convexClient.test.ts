import { afterEach, expect, test, vi } from "vitest";
import { consoleLogger, convexUrl } from "./convexClient";

afterEach(() => vi.unstubAllEnvs());

test("R40 the app refuses to start without its backend URL", () => {
  vi.stubEnv("VITE_CONVEX_URL", "");
  expect(() => convexUrl()).toThrow(/VITE_CONVEX_URL/);
});

test("R40 with the URL configured the client can be created", () => {
  vi.stubEnv("VITE_CONVEX_URL", "http://127.0.0.1:3210");
  expect(convexUrl()).toBe("http://127.0.0.1:3210");
});

test("a failed mutation or action is logged at debug level, other errors as errors", () => {
  const debug = vi.spyOn(console, "debug").mockImplementation(() => {});
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  consoleLogger.error("[CONVEX A(auth:signIn)] [Request ID: 1] Server Error");
  consoleLogger.error("[CONVEX M(accounts:create)] ConvexError {}");
  expect(debug).toHaveBeenCalledTimes(2);
  expect(error).not.toHaveBeenCalled();
  consoleLogger.error("[CONVEX FATAL ERROR] socket");
  expect(error).toHaveBeenCalledTimes(1);
  vi.restoreAllMocks();
});
