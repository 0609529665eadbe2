import { AppShell, Box, Center, Loader } from "@mantine/core";
import { useDisclosure, useMediaQuery } from "@mantine/hooks";
import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { ErrorBoundary } from "react-error-boundary";
import { Outlet } from "react-router-dom";
import { useAnswerOtherTabs } from "../../lib/otherTabs";
import { useDesktop } from "../../lib/useDesktop";
import { EditAccess } from "../../components/editAccess";
import { useCanEdit } from "../../data/households";
import { useSession } from "../../data/session";
import { devicePerson, rememberDevicePerson } from "../../lib/offline/devicePerson";
import { useBrowserOnline } from "../../lib/offline/online";
import { subscribeUpdate, waitingUpdate } from "../../lib/offline/updateState";
import { DevBanner } from "./DevBanner";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { PreferencesSync } from "../sync/PreferencesSync";
import { RouteGuard } from "../routing/RouteGuard";
import { useSignOutEndedSession } from "../routing/sessionEnded";

// The drawer's links (Mantine's NavLink, Collapse and their icons) are for signed-in users
// only, so they stay out of the first bundle. The drawer shows once they are there, never
// empty, and they are fetched after the first screen so a sign-in finds them ready.
const loadNavMenu = () => import("./NavMenu");
const HouseholdNotice = lazy(() => import("../../features/households/HouseholdNotice"));
// Signed-in work that draws nothing (two-factor session reports, posting due recurring
// transactions): their code and its API references load after the first screen.
const SessionReport = lazy(() =>
  import("../sync/SessionReport").then((m) => ({ default: m.SessionReport })),
);
const RecurringCatchUp = lazy(() =>
  import("../sync/RecurringCatchUp").then((m) => ({ default: m.RecurringCatchUp })),
);
// Offline reading and writing (features/offline): none of it is on the first screen online.
const SignedInDevice = lazy(() => import("../../features/offline/SignedInDevice"));
// What shows once the network is gone must not need the network: its code is fetched while
// online, after the first screen (the service worker keeps it for later visits, but a first
// visit's precache may not be done when the connection drops, and the screen then failed).
const loadOfflineStatus = () => import("../../features/offline/OfflineStatus");
const loadOfflineHome = () => import("../../features/offline/OfflineHome");
const OfflineStatus = lazy(loadOfflineStatus);
const OfflineHome = lazy(loadOfflineHome);
const UpdatePrompt = lazy(() => import("../../features/offline/UpdatePrompt"));
const NavMenu = lazy(() => loadNavMenu().then((m) => ({ default: m.NavMenu })));

/** Drawer constants: width 240, collapses below 400 px. */
export const DRAWER_WIDTH = 240;
export const DRAWER_BREAKPOINT = 400;
const FOOTER_HEIGHT = 48;
const footerRule = {
  borderTop: "1px solid var(--app-shell-border-color)",
};

export function Shell() {
  const session = useSession();
  useSignOutEndedSession(session.ended);
  const [mobileOpened, mobile] = useDisclosure(false);
  const isMobile = useMediaQuery(`(max-width: ${DRAWER_BREAKPOINT - 0.02}px)`) ?? false;
  // A phone's height is for the screen's content: its footer ends the page instead of being
  // pinned over every screen (R4 still holds: it is there, below the content).
  const footerInFlow = !useDesktop();
  const signedIn = session.viewer !== null;
  // A viewer's household posts its recurring transactions through its editors, not them.
  const canEdit = useCanEdit(signedIn);
  useAnswerOtherTabs(signedIn);
  useEffect(() => void loadNavMenu(), []);
  const online = useBrowserOnline();
  useEffect(() => {
    if (!online) return;
    // A failed fetch here is retried by the lazy component itself when it is needed.
    loadOfflineStatus().catch(() => undefined);
    loadOfflineHome().catch(() => undefined);
  }, [online]);
  const viewerId = session.viewer?.id ?? null;
  useEffect(() => {
    if (viewerId !== null) rememberDevicePerson(viewerId);
  }, [viewerId]);
  // Started without a network: the server cannot confirm the session, so the person this tab
  // was signed in as reads what the device kept for them.
  const offlinePerson = !online && session.loading ? devicePerson() : null;
  const applyUpdate = useSyncExternalStore(subscribeUpdate, waitingUpdate);

  return (
    <AppShell
      header={{ height: 56 }}
      footer={footerInFlow ? undefined : { height: FOOTER_HEIGHT }}
      navbar={{
        width: DRAWER_WIDTH,
        breakpoint: DRAWER_BREAKPOINT,
        // From the breakpoint up the drawer is permanent: nothing hides it, so no stray click can.
        collapsed: { mobile: !signedIn || !mobileOpened, desktop: !signedIn },
      }}
      padding={0}
    >
      <PreferencesSync />
      <Suspense fallback={null}>
        {session.status === "verified" && canEdit && <RecurringCatchUp />}
        {session.status !== "signedOut" && <SessionReport />}
        {session.status === "verified" && viewerId !== null && (
          <SignedInDevice person={viewerId} online={online} />
        )}
        {applyUpdate && <UpdatePrompt apply={applyUpdate} />}
      </Suspense>
      <AppShell.Header>
        <Header
          session={session}
          drawer={isMobile ? { opened: mobileOpened, toggle: mobile.toggle } : null}
          canEdit={canEdit}
        />
      </AppShell.Header>
      {signedIn && (
        // The drawer itself is always there while signed in (the menu button points at its
        // id); only its menu waits for its code.
        <AppShell.Navbar id="app-drawer" data-testid="drawer">
          <Suspense fallback={null}>
            <NavMenu onNavigate={mobile.close} />
          </Suspense>
        </AppShell.Navbar>
      )}
      <AppShell.Main>
        <DevBanner />
        {!online && (
          // Without its code the banner is left out; the screen under it stays.
          <ErrorBoundary fallback={null}>
            <Suspense fallback={null}>
              <OfflineStatus person={viewerId ?? devicePerson()} />
            </Suspense>
          </ErrorBoundary>
        )}
        {signedIn && (
          <Suspense fallback={null}>
            <HouseholdNotice />
          </Suspense>
        )}
        <Suspense
          fallback={
            <Center py="xl">
              <Loader />
            </Center>
          }
        >
          {offlinePerson !== null ? (
            <OfflineHome person={offlinePerson} />
          ) : (
            <RouteGuard session={session}>
              <EditAccess value={canEdit}>
                <Outlet />
              </EditAccess>
            </RouteGuard>
          )}
        </Suspense>
        {footerInFlow && (
          <Box component="footer" h={FOOTER_HEIGHT} style={footerRule}>
            <Footer />
          </Box>
        )}
      </AppShell.Main>
      {!footerInFlow && (
        <AppShell.Footer>
          <Footer />
        </AppShell.Footer>
      )}
    </AppShell>
  );
}
