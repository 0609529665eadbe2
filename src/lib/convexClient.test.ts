import { afterEach, expect, test, vi } from "vitest";
import { convexUrl } from "./convexClient";

afterEach(() => vi.unstubAllEnvs());

test("R40 the app refuses to start without its backend URL", () => {
  vi.stubEnv("VITE_CONVEX_URL", "");
  expect(() => convexUrl()).toThrow(/VITE_CONVEX_URL/);
});

test("R40 with the URL configured the client can be created", () => {
  vi.stubEnv("VITE_CONVEX_URL", "http://127.0.0.1:3210");
  expect(convexUrl()).toBe("http://127.0.0.1:3210");
});
