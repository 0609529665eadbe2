import { Box, Burger, Button, Group, Loader, Title, UnstyledButton } from "@mantine/core";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import type { Session } from "../../data/session";
import { ThemeToggle } from "./ThemeToggle";
import { UserMenu } from "./UserMenu";

// Which household is open; its menu code loads after the first screen.
const HouseholdSwitcher = lazy(() => import("../../features/households/HouseholdSwitcher"));
// Signed-in only, and its tooltip brings the popover positioning code: after the first screen.
const QuickAdd = lazy(() => import("./QuickAdd").then((m) => ({ default: m.QuickAdd })));
// The notification bell, its own slot and chunk.
const NotificationBell = lazy(() => import("../../features/notifications/NotificationBell"));

interface HeaderProps {
  session: Session;
  /** The phone drawer's state and toggle; null where the drawer is permanent (no toggle). */
  drawer: { opened: boolean; toggle: () => void } | null;
  /** False for a viewer of the open household: no quick add. */
  canEdit: boolean;
}

/**
 * Title, drawer toggle (signed in, on phones), quick add, theme toggle, auth spinner, login or
 * user menu.
 */
export function Header({ session, drawer, canEdit }: HeaderProps) {
  const { t } = useTranslation();
  const signedIn = session.viewer !== null;
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap" miw={0}>
        {signedIn && drawer && (
          <Burger
            opened={drawer.opened}
            onClick={drawer.toggle}
            size="sm"
            aria-label={drawer.opened ? t("header.closeMenu") : t("header.openMenu")}
            aria-expanded={drawer.opened}
            aria-controls="app-drawer"
          />
        )}
        <UnstyledButton component={Link} to="/" miw={0}>
          <Group gap={8} wrap="nowrap">
            <img src="/favicon.svg" width={26} height={26} alt="" />
            {/* On phones the name may take two shorter lines rather than be cut; signed in, the
                header's actions need that room on a phone, so the mark alone stands for it there
                (the heading keeps its name for screen readers). */}
            <Title
              order={1}
              fw={650}
              lineClamp={2}
              aria-label={t("app.title")}
              style={{ fontSize: "clamp(0.95rem, 3.9vw, 1.25rem)", lineHeight: 1.15 }}
            >
              <Box component="span" visibleFrom={signedIn ? "xs" : undefined}>
                {t("app.title")}
              </Box>
            </Title>
          </Group>
        </UnstyledButton>
      </Group>
      <Group gap="xs" wrap="nowrap">
        {session.loading && (
          <Loader
            size="sm"
            role="status"
            aria-label={t("header.authLoading")}
            data-testid="auth-spinner"
          />
        )}
        {signedIn && canEdit && (
          <Suspense fallback={null}>
            <QuickAdd />
          </Suspense>
        )}
        {signedIn && (
          <Suspense fallback={null}>
            <NotificationBell />
          </Suspense>
        )}
        {signedIn && (
          <Suspense fallback={null}>
            <HouseholdSwitcher />
          </Suspense>
        )}
        <ThemeToggle />
        {session.viewer ? (
          <UserMenu viewer={session.viewer} />
        ) : (
          // While a sign-in waits for its second factor the page itself offers to cancel it.
          !session.loading &&
          session.status !== "twoFactor" && (
            <Button component={Link} to="/login" size="sm" data-testid="login-button">
              {t("header.login")}
            </Button>
          )
        )}
      </Group>
    </Group>
  );
}
