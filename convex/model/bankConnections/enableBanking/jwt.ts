/**
 * The JWT every Enable Banking request carries (its API reference, "Authorization"): RS256,
 * the application's id as `kid`, issuer "enablebanking.com", audience "api.enablebanking.com",
 * valid for an hour at most. Signed with WebCrypto, which Convex's runtime and Node both have;
 * the private key (PKCS#8 PEM) comes from the deployment's environment and never leaves it.
 */
const LIFETIME_S = 3_600;

function base64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

const jsonPart = (value: object) => base64Url(new TextEncoder().encode(JSON.stringify(value)));

/** The DER bytes of a PEM (headers, spaces and line breaks ignored: env values lose newlines). */
function pemBody(pem: string): Uint8Array<ArrayBuffer> {
  const text = pem.replace(/-----[A-Z ]+-----/g, "").replace(/\s+/g, "");
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function privateKey(pem: string): Promise<CryptoKey> {
  return await crypto.subtle.importKey(
    "pkcs8",
    pemBody(pem),
    { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" },
    false,
    ["sign"],
  );
}

/** A token for one request, issued `now` (unix ms). */
export async function signRequestToken(
  applicationId: string,
  pem: string,
  now: number,
): Promise<string> {
  const iat = Math.floor(now / 1000);
  const head = jsonPart({ typ: "JWT", alg: "RS256", kid: applicationId });
  const body = jsonPart({
    iss: "enablebanking.com",
    aud: "api.enablebanking.com",
    iat,
    exp: iat + LIFETIME_S,
  });
  const signed = `${head}.${body}`;
  const signature = await crypto.subtle.sign(
    "RSASSA-PKCS1-v1_5",
    await privateKey(pem),
    new TextEncoder().encode(signed),
  );
  return `${signed}.${base64Url(new Uint8Array(signature))}`;
}
