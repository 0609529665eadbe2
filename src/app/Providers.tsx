import { ConvexAuthProvider } from "@convex-dev/auth/react";
import { MantineProvider } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import type { ConvexReactClient } from "convex/react";
import type { ReactNode } from "react";
import { authStorage, authStorageNamespace } from "../features/auth/authStorage";
import { darkModeStorageManager } from "../lib/colorScheme";
import { cssVariablesResolver, theme } from "./theme";

const colorSchemeManager = darkModeStorageManager();

/** Notifications sit at the top, close after 3000 ms and have a close button (R6). */
export const NOTIFICATION_AUTO_CLOSE_MS = 3000;

/**
 * Auth tokens live in sessionStorage: auth persistence is per browser session (spec 4), so
 * closing the browser signs the user out.
 */
export function Providers({
  client,
  children,
}: {
  client: ConvexReactClient;
  children: ReactNode;
}) {
  return (
    <ConvexAuthProvider
      client={client}
      storage={authStorage()}
      storageNamespace={authStorageNamespace(client)}
    >
      <MantineProvider
        theme={theme}
        defaultColorScheme="auto"
        colorSchemeManager={colorSchemeManager}
        cssVariablesResolver={cssVariablesResolver}
      >
        <Notifications position="top-center" autoClose={NOTIFICATION_AUTO_CLOSE_MS} zIndex={1000} />
        <ModalsProvider>{children}</ModalsProvider>
      </MantineProvider>
    </ConvexAuthProvider>
  );
}
