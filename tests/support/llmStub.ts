/**
 * A stand-in for an OpenAI-compatible chat-completions endpoint, for tests and offline demos.
 * It uses only web APIs (Request/Response/ReadableStream), so convex-test can install it as
 * `fetch` (vi.stubGlobal) and llmStubServer.ts can serve it over HTTP.
 *
 * Behaviour, deterministic:
 * - the last message is the user's: "[tool:NAME {json args}]" in it calls that tool with those
 *   arguments; otherwise words like "balance", "spending", "budget", "goal", "bill" pick the
 *   matching tool; anything else gets a short text reply;
 * - the last message is a tool result: the reply quotes it ("Here is what I found: …");
 * - a user message containing "[fail]" gets HTTP 500.
 * Replies stream as server-sent events in small chunks, tool calls split across two chunks
 * the way real servers send them.
 */

export interface StubMessage {
  role: string;
  content: string | null;
  tool_call_id?: string;
}

export interface StubRequest {
  model: string;
  stream?: boolean;
  messages: StubMessage[];
  tools?: { function: { name: string } }[];
}

const KEYWORDS: [RegExp, string][] = [
  [/balance|saldo|kontostand|solde/i, "get_balances"],
  [/spend|spent|gasto|ausgabe|dépense/i, "get_spending"],
  [/budget|presupuesto|orçamento/i, "get_budgets"],
  [/goal|plan|meta|ziel|objectif/i, "get_goals"],
  [/bill|factura|rechnung|facture|conta/i, "get_upcoming_bills"],
];

function decide(messages: StubMessage[]): { tool?: string; args?: string; text?: string } {
  const last = messages[messages.length - 1];
  if (last?.role === "tool") {
    return { text: `Here is what I found: ${String(last.content).slice(0, 1_500)}` };
  }
  const text = String(last?.content ?? "");
  const explicit = /\[tool:(\w+)\s*(\{.*\})?\]/.exec(text);
  if (explicit) return { tool: explicit[1], args: explicit[2] ?? "{}" };
  const match = KEYWORDS.find(([pattern]) => pattern.test(text));
  if (match) return { tool: match[1], args: "{}" };
  return { text: `You said: ${text}` };
}

function event(delta: object, finish: string | null = null): string {
  return `data: ${JSON.stringify({ choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
}

function chunks(text: string, size = 12): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

/** The SSE events answering one request. */
export function replyEvents(request: StubRequest): string[] {
  const choice = decide(request.messages);
  if (choice.tool) {
    const id = `call_${request.messages.length}`;
    const args = choice.args ?? "{}";
    const half = Math.floor(args.length / 2);
    return [
      event({
        role: "assistant",
        tool_calls: [
          {
            index: 0,
            id,
            type: "function",
            function: { name: choice.tool, arguments: args.slice(0, half) },
          },
        ],
      }),
      event({ tool_calls: [{ index: 0, function: { arguments: args.slice(half) } }] }),
      event({}, "tool_calls"),
      "data: [DONE]\n\n",
    ];
  }
  return [
    event({ role: "assistant", content: "" }),
    ...chunks(choice.text ?? "").map((c) => event({ content: c })),
    event({}, "stop"),
    "data: [DONE]\n\n",
  ];
}

/** A fetch-compatible function answering POST …/chat/completions; records every request. */
export function createLlmStub() {
  const requests: StubRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (!url.endsWith("/chat/completions")) return new Response("not found", { status: 404 });
    const request = JSON.parse(String(init?.body ?? "{}")) as StubRequest;
    requests.push(request);
    const lastUser = [...request.messages].reverse().find((m) => m.role === "user");
    if (String(lastUser?.content ?? "").includes("[fail]"))
      return new Response("boom", { status: 500 });
    const encoder = new TextEncoder();
    const events = replyEvents(request);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const e of events) controller.enqueue(encoder.encode(e));
        controller.close();
      },
    });
    return new Response(body, { status: 200, headers: { "Content-Type": "text/event-stream" } });
  };
  return { fetch, requests };
}
