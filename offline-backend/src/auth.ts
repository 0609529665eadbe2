/**
 * Verifies client JWTs the way a Convex deployment does for the providers in
 * convex/auth.config.ts: RS256 signature against the provider's JWKS, `iss` equal to the
 * provider's domain, `aud` equal to its applicationID, not expired. Tokens for this
 * deployment's own site (Convex Auth) are checked against the JWKS env var, which is exactly
 * what the app's `/.well-known/jwks.json` route serves; other providers' keys are fetched.
 */
import type { UserIdentity } from "convex/server";
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors,
  jwtVerify,
  type JWTPayload,
  type JWTVerifyGetKey,
} from "jose";
import type { AuthConfig } from "./modules.js";

export type Verified = { identity: UserIdentity; expiresAt: number | null };

/** JWT claim -> UserIdentity field, as documented on UserIdentity. */
const CLAIMS: Record<string, string> = {
  name: "name",
  given_name: "givenName",
  family_name: "familyName",
  nickname: "nickname",
  preferred_username: "preferredUsername",
  profile: "profileUrl",
  picture: "pictureUrl",
  email: "email",
  email_verified: "emailVerified",
  gender: "gender",
  birthdate: "birthday",
  zoneinfo: "timezone",
  locale: "language",
  phone_number: "phoneNumber",
  phone_number_verified: "phoneNumberVerified",
  address: "address",
  updated_at: "updatedAt",
};
const RESERVED = new Set(["iss", "sub", "aud", "exp", "iat", "nbf", "jti"]);

function identityFromPayload(payload: JWTPayload): UserIdentity {
  if (typeof payload.sub !== "string" || typeof payload.iss !== "string") {
    throw new Error("Token is missing `sub` or `iss`");
  }
  const identity: Record<string, unknown> = {
    subject: payload.sub,
    issuer: payload.iss,
    tokenIdentifier: `${payload.iss}|${payload.sub}`,
  };
  for (const [claim, value] of Object.entries(payload)) {
    if (RESERVED.has(claim)) continue;
    identity[CLAIMS[claim] ?? claim] = value;
  }
  return identity as UserIdentity;
}

export class TokenVerifier {
  private readonly remote = new Map<string, JWTVerifyGetKey>();

  constructor(
    private readonly config: AuthConfig | null,
    /** Reads the current env (the JWKS may be changed with `env set`). */
    private readonly env: () => Record<string, string | undefined>,
  ) {}

  async verify(token: string): Promise<Verified> {
    const providers = this.config?.providers ?? [];
    if (providers.length === 0) {
      throw new Error(
        "No auth provider found matching the given token (convex/auth.config.ts has no providers)",
      );
    }
    let issuer: string | undefined;
    try {
      const [, body] = token.split(".");
      issuer = (JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as JWTPayload).iss;
    } catch {
      throw new Error("Could not parse JWT payload");
    }
    const candidates = providers.filter(
      (p) => (p.domain ?? p.issuer)?.replace(/\/$/, "") === issuer?.replace(/\/$/, ""),
    );
    if (candidates.length === 0) {
      throw new Error(
        `No auth provider found matching the given token (issuer ${issuer ?? "missing"})`,
      );
    }
    let lastError: unknown;
    for (const provider of candidates) {
      try {
        const { payload } = await jwtVerify(token, this.keysFor(provider.domain, provider.jwks), {
          issuer,
          audience: provider.applicationID,
          algorithms: provider.algorithm ? [provider.algorithm] : ["RS256", "ES256"],
        });
        return {
          identity: identityFromPayload(payload),
          expiresAt: payload.exp ? payload.exp * 1000 : null,
        };
      } catch (e) {
        lastError = e;
      }
    }
    if (lastError instanceof errors.JWTExpired) throw new Error("Token expired");
    throw new Error(`Could not verify token: ${(lastError as Error).message}`);
  }

  private keysFor(domain: string | undefined, jwksUrl: string | undefined): JWTVerifyGetKey {
    const env = this.env();
    const own = env.CONVEX_SITE_URL?.replace(/\/$/, "");
    if (domain !== undefined && domain.replace(/\/$/, "") === own) {
      if (!env.JWKS) throw new Error("JWKS env var is not set");
      return createLocalJWKSet(JSON.parse(env.JWKS) as Parameters<typeof createLocalJWKSet>[0]);
    }
    const url = jwksUrl ?? `${domain}/.well-known/jwks.json`;
    let keys = this.remote.get(url);
    if (!keys) {
      keys = createRemoteJWKSet(new URL(url));
      this.remote.set(url, keys);
    }
    return keys;
  }
}
