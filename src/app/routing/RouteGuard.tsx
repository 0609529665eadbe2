import { Center, Loader } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useLocation } from "react-router-dom";
import { readAuthLocal } from "../../lib/authLocalState";
import type { Session } from "../../data/session";
import { guardRoute, safeReturnPath } from "./guards";
import { accessOf } from "./routeTable";

/** Applies the pure guard function to the current location; redirects keep where we came from. */
export function RouteGuard({ session, children }: { session: Session; children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const access = accessOf(location.pathname);
  if (session.loading && access !== "public") {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t("app.loading")} />
      </Center>
    );
  }
  const target = guardRoute({
    path: location.pathname,
    search: location.search,
    auth: session.status,
    storedResetState: readAuthLocal("passwordResetState"),
  });
  // While a navigation is still rendering (React keeps the old screen during the transition),
  // this guard may run for the page being left; redirecting from it would undo the navigation.
  const leaving = location.pathname !== window.location.pathname;
  if (target !== null && target !== location.pathname && !leaving) {
    // Signed in on a guest screen: back to the page that sent the user to sign in, if any.
    const back = access === "guest" ? safeReturnPath(location.state?.from) : null;
    if (back !== null) return <Navigate to={back} replace />;
    const from = `${location.pathname}${location.search}`;
    return <Navigate to={target} replace state={{ from }} />;
  }
  return children;
}
