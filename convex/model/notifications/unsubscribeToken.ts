/**
 * The e-mailed unsubscribe link's token: "<person>.<kind>.<HMAC-SHA256>", signed with the
 * deployment's secrets key (model/secrets/secretBox.ts; the offline backend makes its own)
 * under a purpose label of its own, so the signature proves nothing anywhere else. It can only
 * turn one kind's e-mail (or the weekly summary) off for one person: the person and kind are in the signed text, and it
 * carries no other power (no sign-in, no read).
 */
import type { Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { env } from "../env";
import { SECRETS_KEY_VAR } from "../secrets/secretBox";
import { NOTIFICATION_KINDS, type EmailTopic, WEEKLY_SUMMARY } from "./fields";

const TOPICS: readonly string[] = [...NOTIFICATION_KINDS, WEEKLY_SUMMARY];

const PURPOSE = "notification-unsubscribe.v1";

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function signingKey(): Promise<CryptoKey | null> {
  const raw = env(SECRETS_KEY_VAR);
  if (!raw) return null;
  return await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(`${PURPOSE}:${raw}`),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign", "verify"],
  );
}

function signedText(userId: string, kind: EmailTopic): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(`${PURPOSE}|${userId}|${kind}`);
}

/** The token for the link, or null when the deployment has no key (then no link is sent). */
export async function unsubscribeToken(userId: string, kind: EmailTopic): Promise<string | null> {
  const key = await signingKey();
  if (key === null) return null;
  const mac = await crypto.subtle.sign("HMAC", key, signedText(userId, kind));
  return `${userId}.${kind}.${toBase64Url(new Uint8Array(mac))}`;
}

/** The person and kind a token names when its signature holds, else null. */
async function readUnsubscribeToken(
  token: string,
): Promise<{ userId: string; kind: EmailTopic } | null> {
  const [userId, kind, mac, ...rest] = token.split(".");
  if (rest.length > 0 || !userId || !kind || !mac) return null;
  if (!TOPICS.includes(kind)) return null;
  const signature = fromBase64Url(mac);
  const key = await signingKey();
  if (signature === null || key === null) return null;
  const valid = await crypto.subtle.verify(
    "HMAC",
    key,
    signature,
    signedText(userId, kind as EmailTopic),
  );
  return valid ? { userId, kind: kind as EmailTopic } : null;
}

/**
 * The person and kind of an unsubscribe link: null unless its signature holds and the person
 * it names still exists (a deleted account's old e-mail links lead nowhere).
 */
export async function readUnsubscribeLink(
  ctx: { db: QueryCtx["db"] },
  token: string,
): Promise<{ personId: Id<"users">; kind: EmailTopic } | null> {
  const claim = await readUnsubscribeToken(token);
  const personId = claim === null ? null : ctx.db.normalizeId("users", claim.userId);
  const person = personId === null ? null : await ctx.db.get("users", personId);
  return claim === null || person === null ? null : { personId: person._id, kind: claim.kind };
}
