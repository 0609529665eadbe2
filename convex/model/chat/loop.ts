/**
 * One assistant answer: the conversation goes to the model with our tools; each tool call
 * runs as an internal query for the action's own user and its result goes back to the model,
 * until it answers in text (at most MAX_ROUNDS rounds). The answer is written to its message
 * while it streams, so the reactive chat query shows it growing.
 */
import { internal } from "../../_generated/api.js";
import type { Id } from "../../_generated/dataModel";
import type { ActionCtx } from "../../_generated/server.js";
import type { Language } from "../../shared/domain";
import { LlmError, type LlmMessage, streamCompletion } from "./llmClient";
import type { LlmConfig } from "./llmConfig";
import { runTool, TOOL_SPECS } from "./llmTools";

export const MAX_ROUNDS = 5;
/** Partial answers are written at most this often, to keep the writes few. */
const WRITE_EVERY_MS = 150;

const LANGUAGE_NAMES: Record<Language, string> = {
  es: "Mexican Spanish",
  en: "English",
  pt: "Brazilian Portuguese",
  fr: "French",
  de: "German (formal 'Sie')",
  ru: "Russian",
  zh: "Simplified Chinese",
  ja: "Japanese",
};

export function systemPrompt(language: Language, today: string): string {
  return [
    "You are the personal finance advisor inside a budgeting app.",
    `Always answer in ${LANGUAGE_NAMES[language]}, whatever language the data is in.`,
    `Today is ${today}. Use the tools to read the user's own accounts, spending, budgets, goals and bills;`,
    "never invent numbers, and say so when the data does not answer the question.",
    "Amounts from the tools are in major units with an ISO currency code.",
    "You can only read data; to change anything, tell the user where in the app to do it.",
    "Be brief and practical.",
  ].join(" ");
}

interface Turn {
  userId: Id<"users">;
  today: string;
  language: Language;
  threadId: Id<"chatThreads">;
  messageId: Id<"chatMessages">;
  config: LlmConfig;
}

export async function answer(ctx: ActionCtx, turn: Turn): Promise<void> {
  const { userId, messageId } = turn;
  const save = (content: string, status: "streaming" | "done" | "error", extra = {}) =>
    ctx.runMutation(internal.internal.chat.update, {
      userId,
      messageId,
      content,
      status,
      ...extra,
    });
  const history = await ctx.runQuery(internal.internal.chat.context, {
    userId,
    threadId: turn.threadId,
  });
  const messages: LlmMessage[] = [
    { role: "system", content: systemPrompt(turn.language, turn.today) },
    ...history,
  ];
  const tools: string[] = [];
  let text = "";
  let lastWrite = 0;
  try {
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      const reply = await streamCompletion(
        turn.config,
        { messages, tools: TOOL_SPECS },
        async (soFar) => {
          text = soFar;
          if (Date.now() - lastWrite < WRITE_EVERY_MS) return;
          lastWrite = Date.now();
          await save(text, "streaming");
        },
      );
      if (reply.toolCalls.length === 0) {
        await save(reply.content, "done", { tools });
        return;
      }
      messages.push({
        role: "assistant",
        content: reply.content || null,
        tool_calls: reply.toolCalls,
      });
      for (const call of reply.toolCalls) {
        tools.push(call.function.name);
        const result = await runTool(ctx, turn, call.function.name, call.function.arguments);
        messages.push({ role: "tool", tool_call_id: call.id, content: JSON.stringify(result) });
      }
    }
    throw new LlmError("too many tool rounds");
  } catch (error) {
    // Only a code reaches the user; the details stay in the server log.
    console.error("chat answer failed", error);
    await save(text, "error", { error: "CHAT_FAILED", tools });
  }
}
