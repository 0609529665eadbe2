/**
 * The demo server checks each request's JWT as Enable Banking does: RS256, signed by the key of
 * the application its `kid` names, issuer "enablebanking.com", audience "api.enablebanking.com",
 * not expired, issued no later than now. WebCrypto only, so the same code runs in Node and in
 * the function tests' edge runtime.
 */
function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const b64 = text.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(b64 + "=".repeat((4 - (b64.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

const ALGORITHM = { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" } as const;

/** A demo application: its id and key pair, the private key as PKCS#8 PEM on one line. */
export async function makeApplication(
  applicationId: string,
): Promise<{ applicationId: string; privateKeyPem: string; publicKey: CryptoKey }> {
  const pair = await crypto.subtle.generateKey(
    { ...ALGORITHM, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ["sign", "verify"],
  );
  const pkcs8 = new Uint8Array(await crypto.subtle.exportKey("pkcs8", pair.privateKey));
  const privateKeyPem = `-----BEGIN PRIVATE KEY----- ${toBase64(pkcs8)} -----END PRIVATE KEY-----`;
  return { applicationId, privateKeyPem, publicKey: pair.publicKey };
}

/** The public key of a PKCS#8 private key PEM (how a saved demo application is restored). */
export async function publicKeyOf(privateKeyPem: string): Promise<CryptoKey> {
  const body = privateKeyPem.replace(/-----[A-Z ]+-----/g, "").replace(/\s+/g, "");
  const key = await crypto.subtle.importKey("pkcs8", fromBase64Url(body), ALGORITHM, true, [
    "sign",
  ]);
  const jwk = await crypto.subtle.exportKey("jwk", key);
  return await crypto.subtle.importKey(
    "jwk",
    { kty: "RSA", n: jwk.n, e: jwk.e, alg: "RS256", ext: true },
    ALGORITHM,
    false,
    ["verify"],
  );
}

/** Why a token is refused, or null when it is good for `applications` at `now` (unix ms). */
export async function refusalOf(
  authorization: string | null,
  applications: Map<string, CryptoKey>,
  now: number,
): Promise<string | null> {
  const token = authorization?.startsWith("Bearer ") ? authorization.slice(7) : "";
  const [head, body, signature] = token.split(".");
  if (!head || !body || !signature) return "no bearer token";
  let header: { alg?: string; kid?: string };
  let claims: { iss?: string; aud?: string; iat?: number; exp?: number };
  try {
    header = JSON.parse(new TextDecoder().decode(fromBase64Url(head))) as typeof header;
    claims = JSON.parse(new TextDecoder().decode(fromBase64Url(body))) as typeof claims;
  } catch {
    return "malformed token";
  }
  const key = header.kid === undefined ? undefined : applications.get(header.kid);
  if (header.alg !== "RS256" || key === undefined) return "unknown application";
  const valid = await crypto.subtle.verify(
    ALGORITHM,
    key,
    fromBase64Url(signature),
    new TextEncoder().encode(`${head}.${body}`),
  );
  if (!valid) return "bad signature";
  if (claims.iss !== "enablebanking.com" || claims.aud !== "api.enablebanking.com") {
    return "wrong issuer or audience";
  }
  const seconds = Math.floor(now / 1000);
  if (typeof claims.exp !== "number" || claims.exp <= seconds) return "expired token";
  if (typeof claims.iat !== "number" || claims.iat > seconds + 60) return "token from the future";
  if (claims.exp - claims.iat > 86_400) return "token lives too long";
  return null;
}
