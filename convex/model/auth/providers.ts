/**
 * The sign-in methods: e-mail + password (with reset by e-mailed link), passwordless e-mailed
 * link, and Google. Links are built here as {SITE_URL}/verify-signin?state=…&token=… and
 * {SITE_URL}/reset-password?state=…&token=…: `state` is the client's CSRF value, `token` the
 * one-time code (Convex Auth stores only its hash, deletes it on use, and expires it). The
 * parameter is not called `code` so Convex Auth's client does not redeem it before the page
 * has checked the state and the stored e-mail.
 */
import Google, { type GoogleProfile } from "@auth/core/providers/google";
import { Email } from "@convex-dev/auth/providers/Email";
import { Password } from "@convex-dev/auth/providers/Password";
import type { ConvexCredentialsUserConfig } from "@convex-dev/auth/providers/ConvexCredentials";
import { ConvexError } from "convex/values";
import { internal } from "../../_generated/api.js";
import type { DataModel } from "../../_generated/dataModel";
import type { ActionCtx } from "../../_generated/server.js";
import { deliver } from "../emails/delivery";
import { validateEmail, validatePassword } from "../../shared/validation";
import { normalizeEmail, sha256Hex } from "./tokens";
import { emailLanguage, renderEmail, type EmailKind } from "../emails/templates";
import { withPasswordBackoff } from "./passwordBackoff";
import { siteUrl } from "./siteUrl";
import { env } from "../env";
import { fail, appError } from "../errors";

export const LINK_HOURS = 1;
const STATE_PATTERN = /^[0-9a-f]{64}$/;

function linkProvider(id: string, kind: EmailKind, path: string) {
  return Email({
    id,
    maxAge: LINK_HOURS * 3600,
    // Convex Auth passes the action ctx as a second argument (not in @auth/core's type).
    async sendVerificationRequest({ identifier, url, token }, ctx?: ActionCtx) {
      if (!ctx) throw new Error("sendVerificationRequest needs the action ctx");
      const requested = new URL(url);
      const state = requested.searchParams.get("state") ?? "";
      if (!STATE_PATTERN.test(state)) fail("INVALID_ARGUMENT");
      const link = new URL(`${siteUrl()}${path}`);
      link.searchParams.set("state", state);
      link.searchParams.set("token", token);
      const language = emailLanguage(requested.searchParams.get("lang"));
      // The send was counted before the code was made (auth.ts signIn, or the reset flow).
      await deliver(ctx, {
        to: identifier,
        ...renderEmail(kind, language, link.toString(), LINK_HOURS),
      });
    },
  });
}

/** Passwordless sign-in: signIn("email-link", { email, redirectTo: "/verify-signin?state=…&lang=…" }). */
export const emailLink = linkProvider("email-link", "signInLink", "/verify-signin");

type Authorize = ConvexCredentialsUserConfig<DataModel>["authorize"];

/** Convex Auth's own errors are plain Errors; the client only understands our codes. */
function toAuthError(error: unknown): unknown {
  if (error instanceof ConvexError) return error;
  const message = error instanceof Error ? error.message : "";
  if (message === "InvalidAccountId" || message === "InvalidSecret") {
    return appError("INVALID_CREDENTIALS");
  }
  if (message === "TooManyFailedAttempts") return appError("RATE_LIMITED");
  if (/already exists/.test(message)) return appError("EMAIL_IN_USE");
  if (/Invalid code|Could not verify code/.test(message)) return appError("INVALID_LINK");
  return error;
}

const basePassword = Password<DataModel>({
  // The same rules as the forms (R51–R53), so a client cannot skip them.
  profile(params) {
    const email = normalizeEmail(String(params.email ?? ""));
    const emailError = validateEmail(email);
    if (emailError) fail(emailError, "email");
    return { email };
  },
  validatePasswordRequirements(secret: string) {
    const error = validatePassword(secret);
    if (error) fail(error, "password");
  },
  reset: linkProvider("password-reset", "resetPassword", "/reset-password"),
});

// Password() keeps its flow logic in `options.authorize`; we wrap it to add what the product
// needs around it (verification e-mail after sign-up, reset without the e-mail in the link,
// no account enumeration on reset, translated error codes).
const options = (basePassword as unknown as { options: { authorize: Authorize } }).options;
const passwordFlows = options.authorize;

options.authorize = async (params, ctx) => {
  const flow = params.flow;
  try {
    if (flow === "reset" || flow === "signUp") {
      const email = normalizeEmail(String(params.email ?? ""));
      const emailError = validateEmail(email);
      if (emailError) fail(emailError, "email");
      const known = await ctx.runQuery(internal.internal.users.hasPasswordAccount, { email });
      if (flow === "signUp" && known) fail("EMAIL_IN_USE");
      // Unknown addresses look exactly like known ones to the caller, limits included; the
      // send is counted before a new code replaces the one already e-mailed.
      if (flow === "reset") {
        await ctx.runMutation(internal.internal.throttle.reserveEmailSend, {
          purpose: "passwordReset",
          address: email,
        });
        if (!known) return null;
      }
    }
    if (flow === "signIn") {
      return await withPasswordBackoff(ctx, String(params.email ?? ""), () =>
        passwordFlows(params, ctx),
      );
    }
    let effective = params;
    if (flow === "reset-verification") {
      const codeHash = await sha256Hex(String(params.code ?? ""));
      const email = await ctx.runQuery(internal.internal.users.emailForResetCode, { codeHash });
      if (email === null) fail("INVALID_LINK");
      effective = { ...params, email };
    }
    const result = await passwordFlows(effective, ctx);
    if (flow === "signUp" && result !== null) {
      await ctx.scheduler.runAfter(0, internal.internal.emailVerification.sendForUser, {
        userId: result.userId,
        language: emailLanguage(params.lang),
      });
    }
    if (flow === "reset-verification" && result !== null) {
      await ctx.scheduler.runAfter(0, internal.internal.security.sendAlert, {
        userId: result.userId,
        kind: "passwordChanged",
        at: Date.now(),
      });
    }
    return result;
  } catch (error) {
    throw toAuthError(error);
  }
};

export const password = basePassword;

/** Google sign-in is offered when the deployment has an OAuth client (AUTH_GOOGLE_ID/SECRET). */
export function googleConfigured(): boolean {
  return env("AUTH_GOOGLE_ID") !== undefined && env("AUTH_GOOGLE_SECRET") !== undefined;
}

/**
 * Google (OpenID Connect) with the profile and email scopes and the account chooser forced
 * (R63). Convex Auth reads AUTH_GOOGLE_ID and AUTH_GOOGLE_SECRET; the issuer is configurable
 * (AUTH_GOOGLE_ISSUER) so tests can stand in a local OpenID provider, which is then found by
 * discovery like Google's own.
 */
export function google() {
  const issuer = env("AUTH_GOOGLE_ISSUER")?.replace(/\/$/, "");
  return Google<GoogleProfile>({
    ...(issuer ? { issuer } : {}),
    authorization: { params: { scope: "openid profile email", prompt: "select_account" } },
    // Only an address Google says it has verified proves the mailbox (see authUsers).
    profile(profile) {
      return {
        id: profile.sub,
        ...(profile.email ? { email: profile.email } : {}),
        ...(profile.name ? { name: profile.name } : {}),
        ...(profile.picture ? { image: profile.picture } : {}),
        emailVerified: profile.email_verified === true,
      };
    },
  });
}
