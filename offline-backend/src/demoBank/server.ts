/**
 * A small SimpleFIN server on loopback, so `npm start` and the tests can connect a bank with no
 * account anywhere. POST /claim/<CUR> hands out a fresh access URL each time (real setup tokens
 * work once; the demo's is offered to every user); GET <access>/accounts answers as SimpleFIN
 * Bridge does. Each access counts its reads: from the third on, today's pending coffee has
 * posted (connect reads once, the first sync twice).
 * An access names its currency and is signed with `secret` (HMAC), so it stays valid after a
 * restart given the same secret and port (state.ts keeps both in the data folder).
 */
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { demoAccounts } from "./data.js";

const CURRENCY = /^[A-Z]{3}$/;
const POSTS_FROM_READ = 3;

export interface DemoBank {
  /** The claim URL without the currency: a setup token is base64 of `${claimUrl}/USD`. */
  claimUrl: string;
  port: number;
  close(): Promise<void>;
}

/** The password of a demo access: its user name signed with the bank's secret. */
function passwordOf(secret: string, user: string): string {
  return crypto.createHmac("sha256", secret).update(user).digest("hex").slice(0, 24);
}

/** The access's currency when `creds` ("user:pass") is one this bank handed out, else null. */
function currencyOf(secret: string, creds: string): string | null {
  const [user = "", pass = ""] = creds.split(":");
  const match = /^demo([a-z]{3})[0-9a-f]{12}$/.exec(user);
  if (match === null || pass.length !== 24) return null;
  const expected = Buffer.from(passwordOf(secret, user));
  if (!crypto.timingSafeEqual(expected, Buffer.from(pass.padEnd(24).slice(0, 24)))) return null;
  return match[1].toUpperCase();
}

export async function startDemoBank(
  host = "127.0.0.1",
  port = 0,
  secret = crypto.randomBytes(32).toString("hex"),
): Promise<DemoBank> {
  const reads = new Map<string, { currency: string; count: number }>();
  let base = "";
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", base);
    const claim = /^\/claim\/([A-Z]{3})$/.exec(url.pathname);
    if (req.method === "POST" && claim && CURRENCY.test(claim[1])) {
      const user = `demo${claim[1].toLowerCase()}${crypto.randomBytes(6).toString("hex")}`;
      const pass = passwordOf(secret, user);
      res.writeHead(200, { "content-type": "text/plain" });
      res.end(`${base.replace("://", `://${user}:${pass}@`)}/simplefin`);
      return;
    }
    if (req.method === "GET" && url.pathname === "/simplefin/accounts") {
      const auth = req.headers.authorization ?? "";
      const creds = auth.startsWith("Basic ")
        ? Buffer.from(auth.slice(6), "base64").toString()
        : "";
      const currency = currencyOf(secret, creds);
      if (currency === null) {
        res.writeHead(403).end("Forbidden");
        return;
      }
      // Read counts start again after a restart: the pending coffee then posts again later.
      const access = reads.get(creds) ?? { currency, count: 0 };
      reads.set(creds, access);
      access.count++;
      const now = Date.now();
      const start = Number(url.searchParams.get("start-date") ?? 0);
      const end = Number(url.searchParams.get("end-date") ?? Math.floor(now / 1000));
      const accounts = demoAccounts({
        currency: access.currency,
        now,
        start,
        end,
        posts: access.count >= POSTS_FROM_READ,
      });
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ errors: [], accounts }));
      return;
    }
    res.writeHead(404).end("Not found");
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  base = `http://${host}:${(server.address() as AddressInfo).port}`;
  return {
    claimUrl: `${base}/claim`,
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
