import "@fontsource-variable/inter/wght.css";
import "@mantine/core/styles.layer.css";
import "./app/providers/global.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { ConfigurationError } from "./app/shell/ConfigurationError";
import { AuthGate } from "./app/shell/FullPageLoader";
import { Providers } from "./app/providers/Providers";
import { routes } from "./app/routing/routes";
import { onRouteError, rootErrorOptions } from "./app/routing/sessionEndedErrors";
import { createConvexClient } from "./lib/convexClient";
import { i18nReady } from "./lib/i18n";
import { setAppClient } from "./lib/offline/connection";

/**
 * The service worker (offline start, new-version prompt) registers once the page has loaded
 * and the browser is idle: its code and its precache downloads never compete with the first
 * screen. Not in the dev server, which serves no service worker.
 */
function registerServiceWorkerLater(): void {
  if (import.meta.env.DEV || !("serviceWorker" in navigator)) return;
  const register = () =>
    void import("./lib/offline/registerServiceWorker").then((m) => m.registerServiceWorker());
  const whenIdle = () =>
    "requestIdleCallback" in window ? requestIdleCallback(register) : setTimeout(register, 0);
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}

const root = createRoot(document.getElementById("root")!, rootErrorOptions);

// Created at once so the current screen's chunk downloads while the translations do.
const router = createBrowserRouter(routes);

// The first screen waits for its translations, so no key or English text flashes.
void i18nReady.finally(() => {
  let client;
  try {
    client = createConvexClient();
    setAppClient(client);
  } catch (error) {
    // Without its configuration the app refuses to start, and says why.
    console.error(error);
    root.render(<ConfigurationError />);
    return;
  }
  root.render(
    <StrictMode>
      <Providers client={client}>
        <AuthGate>
          <RouterProvider router={router} onError={onRouteError} />
        </AuthGate>
      </Providers>
    </StrictMode>,
  );
  registerServiceWorkerLater();
});
