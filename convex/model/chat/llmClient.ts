/**
 * A minimal client for OpenAI-compatible chat completions with streaming and tool calls
 * (POST {base}/chat/completions, `stream: true`, server-sent events). It only speaks the
 * protocol: what to send and what to do with tool calls is model/chat/loop.ts's business.
 */
import type { LlmConfig } from "./llmConfig";

export type LlmMessage =
  | { role: "system" | "user"; content: string }
  | { role: "assistant"; content: string | null; tool_calls?: ToolCall[] }
  | { role: "tool"; tool_call_id: string; content: string };

export interface ToolCall {
  id: string;
  type: "function";
  function: { name: string; arguments: string };
}

export interface ToolSpec {
  type: "function";
  function: { name: string; description: string; parameters: Record<string, unknown> };
}

export interface Completion {
  content: string;
  toolCalls: ToolCall[];
}

interface Delta {
  content?: string | null;
  tool_calls?: {
    index: number;
    id?: string;
    function?: { name?: string; arguments?: string };
  }[];
}

/** Thrown for any failure talking to the model; the chat shows CHAT_FAILED. */
export class LlmError extends Error {}

const TIMEOUT_MS = 60_000;

/**
 * Streams one completion. `onText` gets the text so far after each chunk, so the caller can
 * write the partial answer where the UI reads it.
 */
export async function streamCompletion(
  config: LlmConfig,
  body: { messages: LlmMessage[]; tools: ToolSpec[] },
  onText: (textSoFar: string) => Promise<void>,
): Promise<Completion> {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (config.apiKey) headers.Authorization = `Bearer ${config.apiKey}`;
  let response: Response;
  try {
    response = await fetch(`${config.baseUrl}/chat/completions`, {
      method: "POST",
      headers,
      body: JSON.stringify({ model: config.model, stream: true, ...body }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new LlmError(`request failed: ${String(error)}`);
  }
  if (!response.ok || response.body === null) throw new LlmError(`status ${response.status}`);
  let content = "";
  const calls: ToolCall[] = [];
  for await (const delta of deltas(response.body)) {
    if (delta.content) {
      content += delta.content;
      await onText(content);
    }
    for (const part of delta.tool_calls ?? []) {
      const call = (calls[part.index] ??= {
        id: "",
        type: "function",
        function: { name: "", arguments: "" },
      });
      if (part.id) call.id = part.id;
      if (part.function?.name) call.function.name += part.function.name;
      if (part.function?.arguments) call.function.arguments += part.function.arguments;
    }
  }
  return { content, toolCalls: calls.filter((c) => c !== undefined && c.function.name !== "") };
}

/** The `delta` of each server-sent event until [DONE]. */
async function* deltas(body: ReadableStream<Uint8Array>): AsyncGenerator<Delta> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  for (;;) {
    const { done, value } = await reader.read();
    buffer += decoder.decode(value, { stream: !done });
    const lines = buffer.split("\n");
    buffer = done ? "" : (lines.pop() ?? "");
    for (const line of lines) {
      const data = line.startsWith("data:") ? line.slice(5).trim() : null;
      if (data === null || data === "") continue;
      if (data === "[DONE]") return;
      yield parseDelta(data);
    }
    if (done) return;
  }
}

function parseDelta(data: string): Delta {
  try {
    const parsed = JSON.parse(data) as { choices?: { delta?: Delta }[] };
    return parsed.choices?.[0]?.delta ?? {};
  } catch {
    throw new LlmError("malformed event");
  }
}
