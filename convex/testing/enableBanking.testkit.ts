/**
 * The demo Enable Banking API (offline-backend/src/demoBank/enableBanking) installed as `fetch`
 * for function tests: the real client signs each request and the demo checks the JWT, answers
 * from its made-up banks, and can be made to fail or expire. `authorize` plays the person at
 * the bank's page: approve (or cancel) and come back with the code and state.
 */
import { afterEach, beforeAll, beforeEach, vi } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import {
  demoEnableBanking,
  type DemoEnableBanking,
} from "../../offline-backend/src/demoBank/enableBanking/api";
import { makeApplication } from "../../offline-backend/src/demoBank/enableBanking/jwt";
import type { Caller, TestConvex } from "./helpers.testkit";

export const EB_API = "https://eb-demo.test";
export const REDIRECT = "https://app.example/accounts?bank=callback";

type App = Awaited<ReturnType<typeof makeApplication>>;
let app: App;
let demo: DemoEnableBanking;

/** The demo installed for each test (a fresh one: its failures and reads start over). */
export function useEnableBankingDemo(): { demo: () => DemoEnableBanking; app: () => App } {
  beforeAll(async () => {
    app = await makeApplication("test-application");
  });
  beforeEach(async () => {
    demo = await demoEnableBanking({
      baseUrl: () => EB_API,
      applications: new Map([[app.applicationId, app.publicKey]]),
      secret: "test-secret",
    });
    process.env.ENABLE_BANKING_APPLICATION_ID = app.applicationId;
    process.env.ENABLE_BANKING_PRIVATE_KEY = app.privateKeyPem;
    process.env.ENABLE_BANKING_API_URL = EB_API;
    vi.stubGlobal("fetch", async (input: URL | string, init?: RequestInit) => {
      const url = new URL(String(input));
      if (url.origin !== EB_API) throw new TypeError("fetch failed");
      return await demo.handle(new Request(url, init));
    });
  });
  afterEach(() => {
    delete process.env.ENABLE_BANKING_APPLICATION_ID;
    delete process.env.ENABLE_BANKING_PRIVATE_KEY;
    delete process.env.ENABLE_BANKING_API_URL;
    vi.unstubAllGlobals();
  });
  return { demo: () => demo, app: () => app };
}

/** The person at the bank's page: the query the bank sends them back with. */
export async function atBank(url: string, choice: "approve" | "cancel" = "approve") {
  const response = await demo.handle(new Request(`${url}/${choice}`, { method: "POST" }));
  const back = new URL(response.headers.get("location")!);
  return {
    code: back.searchParams.get("code") ?? "",
    state: back.searchParams.get("state") ?? "",
    error: back.searchParams.get("error"),
  };
}

/** Connects a demo bank (its first account linked to a new account) and runs the first sync. */
export async function connectEuropean(
  t: TestConvex,
  as: Caller,
  institution = { name: "Lindenbank Demo", country: "DE" },
  externalId = "iban:DE89370400440532013000",
) {
  const { url } = await as.action(api.bankConnections.startAuthorization, {
    provider: "enablebanking",
    institution,
    redirectUrl: REDIRECT,
  });
  const { code, state } = await atBank(url);
  const { connectionId } = await as.action(api.bankConnections.completeAuthorization, {
    code,
    state,
  });
  const accountId: Id<"accounts"> = await as.mutation(api.bankConnections.link, {
    connectionId,
    externalId,
    create: { name: "Girokonto", type: "bank" },
  });
  await t.finishAllScheduledFunctions(vi.runAllTimers);
  return { connectionId, accountId };
}

/** Renews a connection through the bank again; the same connection comes back. */
export async function renewEuropean(as: Caller, connectionId: Id<"bankConnections">) {
  const started = await as.action(api.bankConnections.reconnect, {
    connectionId,
    redirectUrl: REDIRECT,
  });
  const { code, state } = await atBank(started.url!);
  return await as.action(api.bankConnections.completeAuthorization, { code, state });
}

/** The same person signed in again now (after the clock jumped past their session's end). */
export async function signInAgain(t: TestConvex, userId: Id<"users">): Promise<Caller> {
  const sessionId = await t.run((ctx) =>
    ctx.db.insert("authSessions", { userId, expirationTime: Date.now() + 30 * 86_400_000 }),
  );
  return t.withIdentity({ subject: `${userId}|${sessionId}` });
}
