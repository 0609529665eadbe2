/**
 * A small SimpleFIN server on loopback, so `npm start` and the tests can connect a bank with no
 * account anywhere. POST /claim/<CUR> hands out a fresh access URL each time (real setup tokens
 * work once; the demo's is offered to every user); GET <access>/accounts answers as SimpleFIN
 * Bridge does. Each access counts its reads: from the third on, today's pending coffee has
 * posted (connect reads once, the first sync twice).
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
  close(): Promise<void>;
}

export async function startDemoBank(host = "127.0.0.1", port = 0): Promise<DemoBank> {
  const reads = new Map<string, { currency: string; count: number }>();
  let base = "";
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", base);
    const claim = /^\/claim\/([A-Z]{3})$/.exec(url.pathname);
    if (req.method === "POST" && claim && CURRENCY.test(claim[1])) {
      const user = `demo${crypto.randomBytes(6).toString("hex")}`;
      const pass = crypto.randomBytes(12).toString("hex");
      reads.set(`${user}:${pass}`, { currency: claim[1], count: 0 });
      res.writeHead(200, { "content-type": "text/plain" });
      res.end(`${base.replace("://", `://${user}:${pass}@`)}/simplefin`);
      return;
    }
    if (req.method === "GET" && url.pathname === "/simplefin/accounts") {
      const auth = req.headers.authorization ?? "";
      const creds = auth.startsWith("Basic ")
        ? Buffer.from(auth.slice(6), "base64").toString()
        : "";
      const access = reads.get(creds);
      if (access === undefined) {
        res.writeHead(403).end("Forbidden");
        return;
      }
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
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  base = `http://${host}:${(server.address() as AddressInfo).port}`;
  return {
    claimUrl: `${base}/claim`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
