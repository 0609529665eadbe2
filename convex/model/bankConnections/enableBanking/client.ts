/**
 * Enable Banking's API (its published reference), the calls this app makes: the banks of a
 * country (GET /aspsps), starting an authorisation (POST /auth), opening a session from the
 * code the bank returns (POST /sessions), and per account its balances and its transactions
 * (paged by continuation_key). Every answer that is not a success becomes a BankError the card
 * can say in words; nothing the API sends back is trusted before parse.ts has read it.
 * The base URL is the deployment's (ENABLE_BANKING_API_URL): an operator's setting, not the
 * user's, so unlike a SimpleFIN token it needs no host guard.
 */
import { env } from "../../env";
import { BankError } from "../provider";
import { signRequestToken } from "./jwt";

const APPLICATION_ID_VAR = "ENABLE_BANKING_APPLICATION_ID";
const PRIVATE_KEY_VAR = "ENABLE_BANKING_PRIVATE_KEY";
const API_URL_VAR = "ENABLE_BANKING_API_URL";
const DEFAULT_API_URL = "https://api.enablebanking.com";
const TIMEOUT_MS = 30_000;
/** A 429 without Retry-After: wait an hour rather than hammer the bank. */
const DEFAULT_RETRY_MS = 3_600_000;
/** Session errors the API names when the consent is over (as opposed to a refused request). */
const EXPIRED = new Set(["EXPIRED_SESSION", "CLOSED_SESSION", "REVOKED_SESSION"]);

interface Config {
  applicationId: string;
  privateKey: string;
  apiUrl: string;
}

/** The deployment's application, or null when it has none (Enable Banking is then not offered). */
function enableBankingConfig(): Config | null {
  const applicationId = env(APPLICATION_ID_VAR);
  const privateKey = env(PRIVATE_KEY_VAR);
  if (applicationId === undefined || privateKey === undefined) return null;
  return { applicationId, privateKey, apiUrl: env(API_URL_VAR) ?? DEFAULT_API_URL };
}

function configOrFail(): Config {
  const config = enableBankingConfig();
  if (config === null) throw new BankError("BANK_NOT_CONFIGURED");
  return config;
}

async function errorOf(response: Response): Promise<BankError> {
  let body: { error?: unknown } = {};
  try {
    body = (await response.json()) as { error?: unknown };
  } catch {
    // An error without a JSON body is told by its status alone.
  }
  const kind = typeof body.error === "string" ? body.error : "";
  if (response.status === 429) {
    const seconds = Number(response.headers.get("retry-after"));
    const retryAfter =
      Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds * 1000) : DEFAULT_RETRY_MS;
    return new BankError("BANK_RATE_LIMITED", undefined, retryAfter);
  }
  if (EXPIRED.has(kind)) return new BankError("BANK_CONSENT_EXPIRED");
  if (response.status === 401 || response.status === 403) {
    return new BankError("BANK_RECONNECT_NEEDED");
  }
  if (response.status >= 500) return new BankError("BANK_SERVER_ERROR");
  return new BankError("BANK_BAD_RESPONSE");
}

/** One signed request; the parsed JSON of a success, a BankError otherwise. */
export async function callApi(
  method: "GET" | "POST",
  path: string,
  options: { query?: Record<string, string | undefined>; body?: object; now?: number } = {},
): Promise<unknown> {
  const config = configOrFail();
  const url = new URL(`${config.apiUrl.replace(/\/$/, "")}${path}`);
  for (const [name, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(name, value);
  }
  let token: string;
  try {
    token = await signRequestToken(
      config.applicationId,
      config.privateKey,
      options.now ?? Date.now(),
    );
  } catch {
    // A key that does not import: the deployment's setting, said without its text.
    throw new BankError("BANK_NOT_CONFIGURED");
  }
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        accept: "application/json",
        ...(options.body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new BankError("BANK_UNREACHABLE");
  }
  if (!response.ok) throw await errorOf(response);
  try {
    return await response.json();
  } catch {
    throw new BankError("BANK_BAD_RESPONSE");
  }
}
