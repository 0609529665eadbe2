import type { ComponentType } from "react";
import type { RouteObject } from "react-router-dom";
import { HydrateFallback } from "../shell/FullPageLoader";
import { RouteError } from "./RouteError";
import { Shell } from "../shell/Shell";

type PageModule = { default: ComponentType };

/** Every screen is its own chunk, fetched on first visit (R11). */
function page(load: () => Promise<PageModule>): RouteObject["lazy"] {
  return async () => ({ Component: (await load()).default });
}

/** Child routes of the shell, one per row of the route table (access in routeTable.ts). */
export const pageRoutes: RouteObject[] = [
  { index: true, lazy: page(() => import("./HomeRoute")) },
  { path: "login", lazy: page(() => import("../../features/auth/LoginPage")) },
  { path: "signup", lazy: page(() => import("../../features/auth/SignupPage")) },
  { path: "verify-signin", lazy: page(() => import("../../features/auth/VerifySigninPage")) },
  { path: "reset-password", lazy: page(() => import("../../features/auth/ResetPasswordPage")) },
  { path: "verify-email", lazy: page(() => import("../../features/auth/VerifyEmailPage")) },
  { path: "accounts", lazy: page(() => import("../../features/accounts/AccountsPage")) },
  { path: "investments", lazy: page(() => import("../../features/investments/InvestmentsPage")) },
  {
    path: "transactions",
    lazy: page(() => import("../../features/transactions/TransactionsPage")),
  },
  { path: "payees", lazy: page(() => import("../../features/payees/PayeesPage")) },
  { path: "rules", lazy: page(() => import("../../features/payees/RulesPage")) },
  { path: "import", lazy: page(() => import("../../features/imports/ImportPage")) },
  { path: "planner", lazy: page(() => import("../../features/planner/PlannerPage")) },
  { path: "reports", lazy: page(() => import("../../features/reports/ReportsPage")) },
  { path: "advisor", lazy: page(() => import("../../features/advisor/AdvisorPage")) },
  { path: "settings", lazy: page(() => import("./SettingsRoute")) },
  {
    path: "unsubscribe",
    lazy: page(() => import("../../features/notifications/UnsubscribePage")),
  },
  { path: "join", lazy: page(() => import("../../features/households/JoinPage")) },
  { path: "*", lazy: page(() => import("../../features/notFound/NotFoundPage")) },
];

/**
 * The first screen's chunk may still be on its way when the app first renders: the router
 * shows the same full-page loader as the auth check meanwhile, rather than nothing.
 */
export const routes: RouteObject[] = [
  { element: <Shell />, errorElement: <RouteError />, HydrateFallback, children: pageRoutes },
];
