/**
 * Advisor chat API: conversations per user, each answer streamed into its message by the
 * `send` action (model/chat/loop.ts) while `messages` re-runs for every written chunk.
 * Without LLM_BASE_URL / LLM_MODEL `send` fails with CHAT_UNAVAILABLE (advisor.chatAvailable
 * tells the UI beforehand).
 */
import { systemFields } from "convex-helpers/validators";
import { v } from "convex/values";
import { internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { userAction, userMutation, userQuery } from "./lib/functions";
import { getOwned } from "./lib/ownership";
import { answer } from "./model/chat/loop";
import { chatMessageFields, chatThreadFields } from "./model/chat/fields";
import { ensure, fail } from "./model/errors";
import { llmConfig } from "./model/chat/llmConfig";
import { checkQuestion } from "./model/chat/input";
import { removeThread } from "./model/chat/removal";
import { latestMessages, latestThreads } from "./model/chat/threads";
import { validateIsoDate } from "./shared/validation";
import { vLanguage } from "./model/validators";

const THREADS_SHOWN = 50;
const MESSAGES_SHOWN = 200;

export const threads = userQuery({
  args: {},
  returns: v.array(
    chatThreadFields.pick("title", "updatedAt").extend({ _id: v.id("chatThreads") }),
  ),
  handler: async (ctx) => {
    const rows = await latestThreads(ctx, THREADS_SHOWN);
    return rows.map(({ _id, title, updatedAt }) => ({ _id, title, updatedAt }));
  },
});

const vMessage = chatMessageFields.omit("userId", "threadId").extend(systemFields("chatMessages"));

/** The latest messages of a conversation, oldest first. */
export const messages = userQuery({
  args: { threadId: v.id("chatThreads") },
  returns: v.array(vMessage),
  handler: async (ctx, { threadId }) => {
    await getOwned(ctx, "chatThreads", threadId);
    const rows = await latestMessages(ctx, threadId, MESSAGES_SHOWN);
    return rows.map(({ userId: _u, threadId: _t, ...m }) => m);
  },
});

/**
 * Asks the assistant. Starts a conversation when `threadId` is absent; returns its id once the
 * answer is complete (the UI already shows it streaming). `language` is the UI's language.
 */
export const send = userAction({
  args: {
    threadId: v.optional(v.id("chatThreads")),
    content: v.string(),
    language: vLanguage,
    today: v.string(),
  },
  returns: v.id("chatThreads"),
  handler: async (ctx, { threadId, content, language, today }): Promise<Id<"chatThreads">> => {
    ensure(validateIsoDate(today), "today");
    const config = llmConfig() ?? fail("CHAT_UNAVAILABLE");
    const text = checkQuestion(content);
    const userId = ctx.ledgerKey;
    // Each question costs up to MAX_ROUNDS paid model requests: limited per user.
    await ctx.runMutation(internal.internal.throttle.consumeForUser, { name: "chatSend", userId });
    const started = await ctx.runMutation(internal.internal.chat.begin, {
      userId,
      threadId,
      content: text,
    });
    await answer(ctx, { ...started, userId, today, language, config });
    return started.threadId;
  },
});

/** Deletes a conversation and its messages (long ones in further batches). */
export const remove = userMutation({
  args: { threadId: v.id("chatThreads") },
  returns: v.null(),
  handler: async (ctx, { threadId }) => {
    await getOwned(ctx, "chatThreads", threadId);
    await removeThread(ctx, threadId);
    return null;
  },
});
