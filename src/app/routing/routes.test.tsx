import { describe, expect, test, vi } from "vitest";
import { ROUTE_ACCESS } from "./routeTable";

// The shell itself is not under test here; only the route objects.
vi.mock("../shell/Shell", () => ({ Shell: () => null }));
vi.mock("./RouteError", () => ({ RouteError: () => null }));

const { pageRoutes } = await import("./routes");

describe("routes", () => {
  test("R11 every screen is loaded lazily", () => {
    for (const route of pageRoutes) {
      expect(typeof route.lazy, route.path ?? "index").toBe("function");
      expect(route.element ?? route.Component).toBeUndefined();
    }
  });

  test("R12 every path's route table has a screen", () => {
    const paths = pageRoutes.map((route) => (route.index ? "/" : `/${route.path}`));
    for (const path of Object.keys(ROUTE_ACCESS)) expect(paths).toContain(path);
    expect(paths).toContain("/*");
  });

  test("R12 access levels follow the route table", () => {
    expect(ROUTE_ACCESS).toMatchObject({
      "/": "public",
      "/login": "guest",
      "/signup": "guest",
      "/verify-signin": "guest",
      "/reset-password": "guest",
      "/verify-email": "signedIn",
      "/accounts": "verified",
      "/transactions": "verified",
      "/planner": "verified",
      "/reports": "verified",
      "/settings": "verified",
    });
  });
});
