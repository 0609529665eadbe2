/**
 * The advisor chat against a stub chat-completions endpoint (tests/support/llmStub.ts,
 * installed as fetch): the tool-call loop, streaming into the message, languages, failures,
 * deletion, and that a tool call can only ever read the caller's own data.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { createLlmStub } from "../../../tests/support/llmStub";
import { api } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import { expectCode, signedIn, type TestConvex } from "../../testing/helpers.testkit";
import { makeAccount, signIn, twoUsers } from "../../testing/planner.testkit";

const TODAY = "2024-06-15";
// Tests play the deployment's configuration, which the functions read through model/env.ts.
const environment = process.env;
let stub: ReturnType<typeof createLlmStub>;

function configure() {
  environment.LLM_BASE_URL = "http://llm.test/v1/";
  environment.LLM_MODEL = "stub-model";
  environment.LLM_API_KEY = "test-key";
}

beforeEach(() => {
  stub = createLlmStub();
  vi.stubGlobal("fetch", stub.fetch);
  configure();
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete environment.LLM_BASE_URL;
  delete environment.LLM_MODEL;
  delete environment.LLM_API_KEY;
});

type Caller = Awaited<ReturnType<typeof signIn>>["as"];
const ask = (as: Caller, content: string, extra: object = {}) =>
  as.action(api.chat.send, { content, language: "en", today: TODAY, ...extra });

async function lastAnswer(as: Caller, threadId: Id<"chatThreads">) {
  const messages = await as.query(api.chat.messages, { threadId });
  return messages[messages.length - 1];
}

async function namedAccount(t: TestConvex, as: Caller, name: string) {
  const id = await makeAccount(as, "USD", 12_345);
  await t.run((ctx) => ctx.db.patch("accounts", id, { name }));
  return id;
}

describe("chat", () => {
  test("without configuration the chat says it is unavailable", async () => {
    delete environment.LLM_BASE_URL;
    const { as } = await signedIn();
    expect(await as.query(api.advisor.chatAvailable, {})).toBe(false);
    await expectCode(ask(as, "hello"), "CHAT_UNAVAILABLE");
    expect(stub.requests).toEqual([]);
    configure();
    expect(await as.query(api.advisor.chatAvailable, {})).toBe(true);
  });

  test("a question runs a tool, the answer uses its data, in the user's language", async () => {
    const { t, as } = await signedIn();
    await namedAccount(t, as, "Everyday bank");
    const threadId = await as.action(api.chat.send, {
      content: "What is my balance?",
      language: "de",
      today: TODAY,
    });
    const messages = await as.query(api.chat.messages, { threadId });
    expect(messages.map((m) => [m.role, m.status])).toEqual([
      ["user", "done"],
      ["assistant", "done"],
    ]);
    expect(messages[1].tools).toEqual(["get_balances"]);
    expect(messages[1].content).toContain("Everyday bank");
    expect(messages[1].content).toContain("123.45");
    const [first, second] = stub.requests;
    expect(first.model).toBe("stub-model");
    expect(first.stream).toBe(true);
    expect(first.messages[0].content).toContain("German");
    expect(first.tools!.map((x) => x.function.name)).toContain("get_balances");
    expect(JSON.stringify(first.tools)).not.toMatch(/userId/i);
    expect(second.messages.at(-1)?.role).toBe("tool");
    expect((await as.query(api.chat.threads, {}))[0]).toMatchObject({
      _id: threadId,
      title: "What is my balance?",
    });
  });

  test("a tool call naming another user's id still returns only the caller's data", async () => {
    const { t, a, asA, asB } = await twoUsers();
    await namedAccount(t, asA, "Alice savings");
    await namedAccount(t, asB, "Bob wallet");
    for (const tool of ["get_balances", "get_goals", "get_upcoming_bills", "get_spending"]) {
      const args = JSON.stringify({ userId: a.userId, user: a.userId, accountId: "x" });
      const threadId = await ask(asB, `[tool:${tool} ${args}]`);
      const answer = await lastAnswer(asB, threadId);
      expect(answer.status).toBe("done");
      expect(answer.content).not.toContain("Alice");
    }
    const balances = await lastAnswer(
      asB,
      await ask(asB, `[tool:get_balances {"userId":"${a.userId}"}]`),
    );
    expect(balances.content).toContain("Bob wallet");
    const toolResults = stub.requests.flatMap((r) => r.messages.filter((m) => m.role === "tool"));
    expect(toolResults.length).toBeGreaterThan(0);
    expect(toolResults.every((m) => !String(m.content).includes("Alice"))).toBe(true);
  });

  test("the conversation continues in its thread with the earlier turns as context", async () => {
    const { as } = await signedIn();
    const threadId = await ask(as, "hello there");
    expect((await lastAnswer(as, threadId)).content).toBe("You said: hello there");
    await ask(as, "and again", { threadId });
    const sent = stub.requests.at(-1)!.messages.map((m) => m.content);
    expect(sent.slice(1)).toEqual(["hello there", "You said: hello there", "and again"]);
    expect(await as.query(api.chat.messages, { threadId })).toHaveLength(4);
  });

  test("the answer streams into its message while the model is still sending", async () => {
    const { as } = await signedIn();
    const slow = async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await stub.fetch(input, init);
      const reader = response.body!.getReader();
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          await new Promise((r) => setTimeout(r, 60));
          const { done, value } = await reader.read();
          if (done) controller.close();
          else controller.enqueue(value);
        },
      });
      return new Response(body, { status: 200 });
    };
    vi.stubGlobal("fetch", slow);
    const pending = ask(as, "tell me something long enough to arrive in several chunks");
    let partial: string | undefined;
    for (let i = 0; i < 100 && partial === undefined; i += 1) {
      await new Promise((r) => setTimeout(r, 50));
      const [thread] = await as.query(api.chat.threads, {});
      const answer = thread ? await lastAnswer(as, thread._id) : undefined;
      if (answer?.status === "streaming" && answer.content !== "") partial = answer.content;
    }
    const threadId = await pending;
    const final = await lastAnswer(as, threadId);
    expect(partial).toBeDefined();
    expect(final.content.startsWith(partial!)).toBe(true);
    expect(final.content.length).toBeGreaterThan(partial!.length);
  });

  test("a failing model marks the answer as failed with a code; bad input is refused", async () => {
    const { as } = await signedIn();
    const answer = await lastAnswer(as, await ask(as, "[fail] please"));
    expect(answer).toMatchObject({ status: "error", error: "CHAT_FAILED" });
    await expectCode(ask(as, "   "), "REQUIRED");
    await expectCode(ask(as, "x".repeat(2_001)), "MESSAGE_TOO_LONG");
  });

  test("a conversation is deleted with its messages; only by its owner", async () => {
    const { t, asA, asB } = await twoUsers();
    const threadId = await ask(asA, "hello");
    await expectCode(asB.query(api.chat.messages, { threadId }), "NOT_FOUND");
    await expectCode(ask(asB, "hi", { threadId }), "NOT_FOUND");
    await expectCode(asB.mutation(api.chat.remove, { threadId }), "NOT_FOUND");
    expect(await asB.query(api.chat.threads, {})).toEqual([]);
    await asA.mutation(api.chat.remove, { threadId });
    expect(await asA.query(api.chat.threads, {})).toEqual([]);
    const left = await t.run((ctx) => ctx.db.query("chatMessages").collect());
    expect(left).toEqual([]);
  });

  test("signed out, every chat function is refused", async () => {
    const { t, as } = await signedIn();
    const threadId = await ask(as, "hello");
    await expectCode(t.query(api.chat.threads, {}), "UNAUTHENTICATED");
    await expectCode(t.query(api.chat.messages, { threadId }), "UNAUTHENTICATED");
    await expectCode(
      t.action(api.chat.send, { content: "x", language: "en", today: TODAY }),
      "UNAUTHENTICATED",
    );
    await expectCode(t.mutation(api.chat.remove, { threadId }), "UNAUTHENTICATED");
  });
});
