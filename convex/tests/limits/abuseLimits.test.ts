/**
 * Paid and outbound work is limited per user. Before, 60 chat.send calls
 * made 120 language-model requests and 30 rate refreshes made 30 upstream fetches.
 * Only Date is faked, so the limits' refill can be shown without waiting.
 */
import { afterEach, describe, expect, test, vi } from "vitest";
import { createLlmStub } from "../../../tests/support/llmStub";
import { fakeDate } from "../../testing/clock.testkit";
import { api } from "../../_generated/api";
import { LIMITS } from "../../model/auth/rateLimits";
import { expectCode, newTest, signIn } from "../../testing/helpers.testkit";

const TODAY = "2024-06-15";
const environment = process.env;
const { advance } = fakeDate(Date.UTC(2024, 5, 15, 12));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  delete environment.LLM_BASE_URL;
  delete environment.LLM_MODEL;
  delete environment.LLM_API_KEY;
});

async function codeOf(call: Promise<unknown>): Promise<string> {
  try {
    await call;
    return "ok";
  } catch (error) {
    return (error as { data?: { code?: string } }).data?.code ?? String(error);
  }
}

describe("defect 7: per-user limits on paid and outbound work", () => {
  test("defect 7: 60 chat.send calls make a bounded number of language-model requests", async () => {
    const stub = createLlmStub();
    vi.stubGlobal("fetch", stub.fetch);
    environment.LLM_BASE_URL = "http://llm.test/v1/";
    environment.LLM_MODEL = "stub-model";
    const t = newTest();
    const { as } = await signIn(t, "chatty@example.com");
    const other = await signIn(t, "other@example.com");
    const answers: string[] = [];
    for (let i = 0; i < 60; i++) {
      // "balance" makes the stub call a tool: two model requests per answered question.
      const call = as.action(api.chat.send, {
        content: `balance ${i}`,
        language: "en",
        today: TODAY,
      });
      answers.push(await codeOf(call));
    }
    const answered = answers.filter((a) => a === "ok").length;
    expect(answered).toBe(LIMITS.chatSend.capacity);
    expect(answers.filter((a) => a === "RATE_LIMITED")).toHaveLength(60 - answered);
    expect(stub.requests).toHaveLength(2 * answered);
    await expect(
      as.action(api.chat.send, { content: "hi", language: "en", today: TODAY }),
    ).rejects.toMatchObject({ data: { code: "RATE_LIMITED", retryAfter: expect.any(Number) } });
    // The limit is the user's own: someone else still gets answers.
    await other.as.action(api.chat.send, { content: "hi", language: "en", today: TODAY });
    // And it refills: one question every two minutes.
    advance(2 * 60_000);
    await as.action(api.chat.send, { content: "hi", language: "en", today: TODAY });
  }, 60_000);

  test("defect 7: 30 rate refreshes make a bounded number of upstream fetches", async () => {
    let fetches = 0;
    vi.stubGlobal("fetch", async () => {
      fetches += 1;
      return new Response(
        JSON.stringify({ result: "success", base_code: "USD", rates: { USD: 1, EUR: 0.8 } }),
        { status: 200, headers: { "content-type": "application/json" } },
      );
    });
    vi.stubEnv("RATES_API_URL", "http://rates.test/v6/latest/USD");
    const t = newTest();
    const { as } = await signIn(t, "rates@example.com");
    const answers: string[] = [];
    for (let i = 0; i < 30; i++) {
      answers.push(await codeOf(as.action(api.exchangeRates.refreshReferenceRates, {})));
    }
    expect(fetches).toBe(LIMITS.rateRefresh.capacity);
    expect(answers.filter((a) => a === "RATE_LIMITED")).toHaveLength(30 - fetches);
    await expectCode(as.action(api.exchangeRates.refreshReferenceRates, {}), "RATE_LIMITED");
    advance(10 * 60_000);
    await as.action(api.exchangeRates.refreshReferenceRates, {});
    expect(fetches).toBe(LIMITS.rateRefresh.capacity + 1);
  });
});
