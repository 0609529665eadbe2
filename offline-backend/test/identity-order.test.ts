/**
 * Defect "identity order on one socket": Convex processes a socket's messages in the order they
 * arrive, so a Mutation, Action or ModifyQuerySet sent after an Authenticate runs as the
 * identity that Authenticate set, however long the token takes to verify.
 */
import type { ConvexClient } from "convex/browser";
import { anyApi } from "convex/server";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import WebSocket from "ws";
import { client, signToken, startBackend, type Backend } from "./helpers";

const api = anyApi;
const ROUNDS = 100;

let backend: Backend;
let tokens: { A: string; B: string };
beforeAll(async () => {
  backend = await startBackend();
  tokens = {
    A: await signToken(backend, { sub: "user-A" }),
    B: await signToken(backend, { sub: "user-B" }),
  };
});
afterAll(async () => {
  await backend?.stop();
});

/** Sets `who`'s token on `c` and at once creates a message: what went wrong, if anything. */
async function switchAndCreate(c: ConvexClient, who: "A" | "B"): Promise<string | null> {
  c.setAuth(async () => tokens[who]);
  try {
    const owner = await c.mutation(api.messages.createOwned, {});
    return owner === `user-${who}` ? null : String(owner);
  } catch (e) {
    return (e as Error).message.split("\n")[0];
  }
}

type Frame = { type: string; requestId?: number; [key: string]: unknown };

/** A bare sync-protocol socket: sends frames as given and waits for the ones it asks for. */
async function rawSocket(url: string) {
  const ws = new WebSocket(`${url.replace(/^http/, "ws")}/api/1.0.0/sync`);
  const frames: Frame[] = [];
  const waiters = new Set<() => void>();
  ws.on("message", (data) => {
    frames.push(JSON.parse(String(data)) as Frame);
    for (const wake of waiters) wake();
  });
  await new Promise((resolve, reject) => ws.once("open", resolve).once("error", reject));
  const send = (frame: object) => ws.send(JSON.stringify(frame));
  send({
    type: "Connect",
    sessionId: crypto.randomUUID(),
    connectionCount: 0,
    lastCloseReason: null,
  });
  const next = (match: (f: Frame) => boolean) =>
    new Promise<Frame>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("no answer in 10 s")), 10_000);
      const look = () => {
        const index = frames.findIndex(match);
        if (index === -1) return;
        clearTimeout(timer);
        waiters.delete(look);
        resolve(frames.splice(index, 1)[0]);
      };
      waiters.add(look);
      look();
    });
  return { send, next, close: () => ws.close() };
}

describe("identity order on one socket", () => {
  test(`Authenticate(A), Authenticate(B), then an immediate mutation, action and query run as B (${ROUNDS} rounds over a raw socket)`, async () => {
    const socket = await rawSocket(backend.url);
    let identityVersion = 0;
    let querySetVersion = 0;
    const wrong: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      // Alternate the order so that "the previous identity" is never the expected one by luck.
      const [first, last] = round % 2 === 0 ? (["A", "B"] as const) : (["B", "A"] as const);
      for (const who of [first, last]) {
        socket.send({
          type: "Authenticate",
          tokenType: "User",
          value: tokens[who],
          baseVersion: identityVersion++,
        });
      }
      socket.send({
        type: "Mutation",
        requestId: 2 * round,
        udfPath: "messages:createOwned",
        args: [{}],
      });
      socket.send({
        type: "Action",
        requestId: 2 * round + 1,
        udfPath: "messages:whoamiAction",
        args: [{}],
      });
      socket.send({
        type: "ModifyQuerySet",
        baseVersion: querySetVersion,
        newVersion: ++querySetVersion,
        modifications: [
          { type: "Add", queryId: round, udfPath: "messages:whoami", args: [{}] },
          ...(round > 0 ? [{ type: "Remove", queryId: round - 1 }] : []),
        ],
      });
      const mutation = await socket.next(
        (f) => f.type === "MutationResponse" && f.requestId === 2 * round,
      );
      const action = await socket.next(
        (f) => f.type === "ActionResponse" && f.requestId === 2 * round + 1,
      );
      const transition = await socket.next(
        (f) =>
          f.type === "Transition" &&
          (f.modifications as { queryId: number; type: string }[]).some(
            (m) => m.queryId === round && m.type === "QueryUpdated",
          ),
      );
      const query = (transition.modifications as { queryId: number; value: unknown }[]).find(
        (m) => m.queryId === round,
      )?.value as { subject: string } | null;
      const expected = `user-${last}`;
      if (mutation.result !== expected) wrong.push(`round ${round} mutation: ${mutation.result}`);
      if (action.result !== expected) wrong.push(`round ${round} action: ${action.result}`);
      if (query?.subject !== expected) wrong.push(`round ${round} query: ${JSON.stringify(query)}`);
    }
    socket.close();
    expect(wrong).toEqual([]);
  });

  test(`ConvexClient: setAuth then an immediate mutation is never UNAUTHENTICATED (${ROUNDS} fresh clients)`, async () => {
    const wrong: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const c = client(backend);
      const problem = await switchAndCreate(c, round % 2 === 0 ? "A" : "B");
      if (problem) wrong.push(`round ${round}: ${problem}`);
      await c.close();
    }
    expect(wrong).toEqual([]);
  });

  test(`ConvexClient: switching identity then an immediate mutation runs as the new identity (${ROUNDS} rounds)`, async () => {
    const c = client(backend);
    const wrong: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const problem = await switchAndCreate(c, round % 2 === 0 ? "A" : "B");
      if (problem) wrong.push(`round ${round}: ${problem}`);
    }
    await c.close();
    expect(wrong).toEqual([]);
  });
});
