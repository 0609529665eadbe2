/**
 * Secrets at rest (a bank's access URL, a two-factor seed): AES-256-GCM with a key from the
 * deployment's environment (SECRETS_ENCRYPTION_KEY, 32 bytes in base64). Each secret names its
 * purpose as additional data, so a ciphertext copied from one field into another does not open.
 * The offline backend makes a development key on first start; a Convex deployment without the
 * key refuses to store a secret (SECRETS_KEY_MISSING) instead of storing it in the clear.
 */
import { ConvexError } from "convex/values";
import { env } from "../env";
import { fail } from "../errors";

export const SECRETS_KEY_VAR = "SECRETS_ENCRYPTION_KEY";
const VERSION = "v1";
const IV_BYTES = 12;

export type SecretPurpose = "bank-access" | "totp-seed";

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** True when the deployment can store secrets (the key is set and well formed). */
export function secretsConfigured(): boolean {
  const raw = env(SECRETS_KEY_VAR);
  try {
    return raw !== undefined && fromBase64(raw).length === 32;
  } catch {
    return false;
  }
}

async function key(): Promise<CryptoKey> {
  if (!secretsConfigured()) fail("SECRETS_KEY_MISSING");
  return crypto.subtle.importKey("raw", fromBase64(env(SECRETS_KEY_VAR)!), "AES-GCM", false, [
    "encrypt",
    "decrypt",
  ]);
}

/** "v1.<iv>.<ciphertext>" in base64; a fresh random IV per call. */
export async function sealSecret(plain: string, purpose: SecretPurpose): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv, additionalData: new TextEncoder().encode(purpose) },
    await key(),
    new TextEncoder().encode(plain),
  );
  return [VERSION, toBase64(iv), toBase64(new Uint8Array(sealed))].join(".");
}

/** The plain text of a sealed secret; a tampered, foreign or malformed one is INTERNAL. */
export async function openSecret(sealed: string, purpose: SecretPurpose): Promise<string> {
  const [version, iv, body] = sealed.split(".");
  if (version !== VERSION || !iv || !body) fail("INTERNAL");
  try {
    const plain = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: fromBase64(iv), additionalData: new TextEncoder().encode(purpose) },
      await key(),
      fromBase64(body),
    );
    return new TextDecoder().decode(plain);
  } catch (error) {
    if (error instanceof ConvexError) throw error;
    // Never echo the secret or the crypto library's text.
    fail("INTERNAL");
  }
}
