import { ConvexAuthProvider } from "@convex-dev/auth/react";
import { MantineProvider } from "@mantine/core";
import type { ConvexReactClient } from "convex/react";
import { lazy, Suspense, type ReactNode } from "react";
import {
  authStorage,
  authStorageNamespace,
  shouldHandleAuthCode,
} from "../../features/auth/authStorage";
import { darkModeStorageManager } from "../../lib/colorScheme";
import { useLocalizedTheme } from "./localizedTheme";
import { cssVariablesResolver } from "./theme";

const colorSchemeManager = darkModeStorageManager();

// Notifications and confirm dialogs are not on the first screen, so they load after it.
const Overlays = lazy(() => import("./Overlays"));

/**
 * Auth tokens live in sessionStorage: auth persistence is per browser session, so
 * closing the browser signs the user out.
 */
export function Providers({
  client,
  children,
}: {
  client: ConvexReactClient;
  children: ReactNode;
}) {
  const theme = useLocalizedTheme();
  return (
    <ConvexAuthProvider
      client={client}
      storage={authStorage()}
      storageNamespace={authStorageNamespace(client)}
      shouldHandleCode={shouldHandleAuthCode}
    >
      <MantineProvider
        theme={theme}
        defaultColorScheme="auto"
        colorSchemeManager={colorSchemeManager}
        cssVariablesResolver={cssVariablesResolver}
      >
        <Suspense fallback={null}>
          <Overlays />
        </Suspense>
        {children}
      </MantineProvider>
    </ConvexAuthProvider>
  );
}
