import { OAuth2Server } from "oauth2-mock-server";

/** The OAuth client the e2e backend is configured with (it only has to match the mock). */
export const OIDC_CLIENT_ID = "pfa-e2e.apps.googleusercontent.test";
export const OIDC_CLIENT_SECRET = "pfa-e2e-secret";

/** The deployment variables that point Convex Auth's Google provider at the mock. */
export function googleEnv(issuer: string): Record<string, string> {
  return {
    AUTH_GOOGLE_ID: OIDC_CLIENT_ID,
    AUTH_GOOGLE_SECRET: OIDC_CLIENT_SECRET,
    AUTH_GOOGLE_ISSUER: issuer,
  };
}

/** The Google account the mock signs in as (the mock approves every request). */
export interface MockUser {
  sub: string;
  email: string;
  name: string;
  emailVerified: boolean;
}

export interface OidcMock {
  issuer: string;
  /** Every authorization request the mock received, in order. */
  authorizeRequests: URL[];
  /** Who the next sign-ins are; change it between tests. */
  user: MockUser;
  stop: () => Promise<void>;
}

/**
 * A local OpenID provider standing in for Google's endpoints (discovery, authorize, token,
 * userinfo, JWKS) on 127.0.0.1. `issuer` is the URL the backend's AUTH_GOOGLE_ISSUER names;
 * its port comes from the global setup. The authorize endpoint approves at once and redirects
 * back with a code; the ID token and userinfo carry the current `user`.
 */
export async function startOidcMock(issuer: string, user: MockUser): Promise<OidcMock> {
  const url = new URL(issuer);
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  // The mock would say "localhost"; the issuer must be exactly the configured URL.
  server.issuer.url = issuer.replace(/\/$/, "");
  const mock: OidcMock = {
    issuer: server.issuer.url,
    authorizeRequests: [],
    user,
    stop: () => server.stop(),
  };
  server.service.on("beforeAuthorizeRedirect", (_redirect: unknown, req: { url?: string }) => {
    mock.authorizeRequests.push(new URL(req.url ?? "/", mock.issuer));
  });
  server.service.on("beforeTokenSigning", (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, {
      sub: mock.user.sub,
      email: mock.user.email,
      email_verified: mock.user.emailVerified,
      name: mock.user.name,
      aud: OIDC_CLIENT_ID,
    });
  });
  server.service.on("beforeUserinfo", (response: { body: unknown; statusCode: number }) => {
    response.body = {
      sub: mock.user.sub,
      email: mock.user.email,
      email_verified: mock.user.emailVerified,
      name: mock.user.name,
    };
  });
  await server.start(Number(url.port), url.hostname);
  return mock;
}
