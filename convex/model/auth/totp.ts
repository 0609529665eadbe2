/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP): HMAC-SHA1, 30-second steps,
 * 6 digits, the step before and after accepted for clock drift. Pure functions on Web Crypto,
 * so they run in Convex actions and in tests alike; the seed is only ever handled in actions.
 */
import { timingSafeEqual } from "./tokens";

export const STEP_SECONDS = 30;
export const DIGITS = 6;
/** Steps either side of now that still count (a phone clock a little off). */
export const DRIFT_STEPS = 1;
export const SEED_BYTES = 20;

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Uint8Array<ArrayBuffer> {
  const clean = text.toUpperCase().replace(/[\s=]/g, "");
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error("not base32");
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return new Uint8Array(out);
}

/** RFC 4226 HOTP of `counter` (a safe integer) with the raw key. */
export async function hotp(key: Uint8Array<ArrayBuffer>, counter: number, digits = DIGITS) {
  const message = new Uint8Array(8);
  let rest = counter;
  for (let i = 7; i >= 0; i--) {
    message[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  const hmacKey = await crypto.subtle.importKey(
    "raw",
    key,
    { name: "HMAC", hash: "SHA-1" },
    false,
    ["sign"],
  );
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", hmacKey, message));
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary =
    ((mac[offset]! & 0x7f) << 24) |
    (mac[offset + 1]! << 16) |
    (mac[offset + 2]! << 8) |
    mac[offset + 3]!;
  return String(binary % 10 ** digits).padStart(digits, "0");
}

export function stepAt(ms: number): number {
  return Math.floor(ms / 1000 / STEP_SECONDS);
}

/** Digits only: people type "123 456" or paste "123-456". */
export function normalizeCode(code: string): string {
  return code.replace(/[\s-]/g, "");
}

/**
 * The time step `code` belongs to (within the drift window around `nowMs`), or null. Steps at
 * or before `lastStep` are refused, so an observed code cannot be used a second time.
 */
export async function matchingStep(
  key: Uint8Array<ArrayBuffer>,
  code: string,
  nowMs: number,
  lastStep: number | undefined,
): Promise<number | null> {
  const typed = normalizeCode(code);
  if (!/^\d{6}$/.test(typed)) return null;
  const now = stepAt(nowMs);
  for (let step = now - DRIFT_STEPS; step <= now + DRIFT_STEPS; step++) {
    if (lastStep !== undefined && step <= lastStep) continue;
    if (timingSafeEqual(await hotp(key, step), typed)) return step;
  }
  return null;
}

/** The otpauth:// URI authenticator apps read from the QR code. */
export function otpauthUri(issuer: string, account: string, secret: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const params = new URLSearchParams({
    secret,
    issuer,
    algorithm: "SHA1",
    digits: String(DIGITS),
    period: String(STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${params.toString()}`;
}

/** Call from actions (real randomness): a fresh seed, as base32. */
export function newSeed(): string {
  return base32Encode(crypto.getRandomValues(new Uint8Array(SEED_BYTES)));
}

// Recovery codes: 10 characters from an alphabet without look-alikes (no 0/o, 1/l/i), shown
// as two groups of five; 50 bits each, more than enough behind the code back-off.
export const RECOVERY_CODE_COUNT = 10;
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const bytes = crypto.getRandomValues(new Uint8Array(10));
    const chars = Array.from(bytes, (b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]);
    return `${chars.slice(0, 5).join("")}-${chars.slice(5).join("")}`;
  });
}

/** A recovery code as typed (any case, spaces or dashes) in the form that is hashed. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, "");
}
