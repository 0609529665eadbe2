/**
 * Who may talk to the server. It listens on loopback, but any web page the developer opens can
 * still reach loopback ports, so:
 * - CORS names only the app's origin(s), never `*`, and a request (or WebSocket upgrade) that
 *   carries a foreign `Origin` is refused outright: a page elsewhere must not sign in, sign up
 *   or send e-mails through it. Clients outside a browser send no `Origin` and are let through.
 * - `Host` must name this server (loopback names or configured hosts with the port), which
 *   defeats DNS rebinding: a hostile domain re-pointed at 127.0.0.1 keeps its own name in Host.
 * - The admin key is compared in constant time.
 *
 * The app's origin is `SITE_URL` (what `npm start` and the e2e harness set through
 * OFFLINE_BACKEND_SITE_URL), read on every request so `env set SITE_URL` takes effect at once;
 * more origins and hosts come from OFFLINE_BACKEND_ALLOWED_ORIGINS / _HOSTS (comma-separated).
 */
import crypto from "node:crypto";
import type { IncomingMessage } from "node:http";

const LOOPBACK_NAMES = ["127.0.0.1", "localhost", "[::1]"];

/** Constant-time comparison: hashing first makes the lengths equal and hides them. */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (s: string) => crypto.createHash("sha256").update(s, "utf8").digest();
  return crypto.timingSafeEqual(digest(given), digest(expected));
}

function list(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}

function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}

/** `http://127.0.0.1:5173` also stands for `localhost:5173` and `[::1]:5173`. */
function withLoopbackAliases(origin: string): string[] {
  const url = new URL(origin);
  if (!LOOPBACK_NAMES.includes(url.hostname)) return [origin];
  return LOOPBACK_NAMES.map((name) => `${url.protocol}//${name}${url.port ? `:${url.port}` : ""}`);
}

export type Surface = {
  /** The origin a browser may use, or null when `origin` is foreign. */
  allowedOrigin(origin: string): string | null;
  hostAllowed(host: string | undefined, port: number): boolean;
  /** Null when the request may proceed, else the reason it is refused (403). */
  refusal(req: IncomingMessage, port: number): string | null;
};

export function createSurface(
  env: () => Record<string, string | undefined>,
  own: { host: string },
): Surface {
  const origins = () => {
    const vars = env();
    const configured = [vars.SITE_URL, ...list(vars.OFFLINE_BACKEND_ALLOWED_ORIGINS)];
    // The deployment's own pages (HTTP actions, e.g. Convex Auth's OAuth callback) too.
    configured.push(vars.CONVEX_SITE_URL, vars.CONVEX_CLOUD_URL);
    return new Set(
      configured.flatMap((url) => {
        const origin = url ? originOf(url) : null;
        return origin ? withLoopbackAliases(origin) : [];
      }),
    );
  };
  const surface: Surface = {
    allowedOrigin: (origin) => (origins().has(origin) ? origin : null),
    hostAllowed(host, port) {
      if (!host) return false;
      const names = [...LOOPBACK_NAMES, ...list(env().OFFLINE_BACKEND_ALLOWED_HOSTS)];
      // A server bound to one concrete address may be reached by that address.
      if (own.host !== "0.0.0.0" && own.host !== "::") names.push(own.host);
      const lower = host.toLowerCase();
      return names.some((name) => {
        const n = name.toLowerCase();
        return lower === `${n}:${port}` || (port === 80 && lower === n);
      });
    },
    refusal(req, port) {
      if (!surface.hostAllowed(req.headers.host, port)) {
        return `Host ${req.headers.host ?? "(none)"} is not this server; allowed: 127.0.0.1, localhost or [::1] with port ${port} (more with OFFLINE_BACKEND_ALLOWED_HOSTS)`;
      }
      const origin = req.headers.origin;
      if (origin !== undefined && surface.allowedOrigin(origin) === null) {
        return `Origin ${origin} is not allowed; this backend serves ${[...origins()].join(", ") || "no origin"} (set SITE_URL or OFFLINE_BACKEND_ALLOWED_ORIGINS)`;
      }
      return null;
    },
  };
  return surface;
}
