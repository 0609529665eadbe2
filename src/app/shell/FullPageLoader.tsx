import { Center, Loader, Stack, Text } from "@mantine/core";
import { useConvexAuth } from "convex/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** Wait for the first auth check at most 2 s, checking every 100 ms. */
export const AUTH_WAIT_MS = 2000;
export const AUTH_POLL_MS = 100;

/**
 * Holds the app behind a full-page loader until authentication has resolved, or 2 s have
 * passed (then the header spinner carries on).
 */
export function AuthGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { isLoading } = useConvexAuth();
  const loadingRef = useRef(isLoading);
  const [ready, setReady] = useState(!isLoading);

  useEffect(() => {
    loadingRef.current = isLoading;
  }, [isLoading]);
  // Resolved: show the app in this render rather than at the next poll, up to 100 ms later.
  if (!ready && !isLoading) setReady(true);

  useEffect(() => {
    if (ready) return;
    const started = Date.now();
    const timer = window.setInterval(() => {
      if (!loadingRef.current || Date.now() - started >= AUTH_WAIT_MS) {
        if (loadingRef.current) console.warn("Authentication still resolving after 2 s");
        setReady(true);
      }
    }, AUTH_POLL_MS);
    return () => window.clearInterval(timer);
  }, [ready]);

  if (!ready) return <FullPageLoader label={t("app.loading")} />;
  return children;
}

export function FullPageLoader({ label }: { label: string }) {
  return (
    <Center h="100dvh" role="status" aria-live="polite" data-testid="full-page-loader">
      <Stack align="center" gap="sm">
        <Loader size="lg" />
        <Text c="dimmed" size="sm">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}

/** What the router shows while the first screen's code loads (see routes.tsx). */
export function HydrateFallback() {
  const { t } = useTranslation();
  return <FullPageLoader label={t("app.loading")} />;
}
