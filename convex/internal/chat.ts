/**
 * Internal writes and reads of chat conversations for the chat action (chat.ts), and the
 * background batches of chat.remove. The action
 * passes its own authenticated userId; every function re-checks that the thread is that
 * user's, so a wrong id fails instead of touching someone else's conversation.
 */
import { v } from "convex/values";
import { internal } from "../_generated/api";
import { internalMutation, internalQuery } from "../_generated/server";
import { getOwned } from "../lib/ownership";
import { chatMessageFields } from "../model/chat/fields";
import { MAX_ANSWER_LENGTH, titleOf } from "../model/chat/input";
import { latestMessages } from "../model/chat/threads";
import { deleteMessages } from "../model/chat/removal";
import { runBatch } from "../model/jobs/batches";

/** Earlier turns sent to the model as context. */
const CONTEXT_MESSAGES = 20;

/** Stores the user's message and an empty assistant message that will stream. */
export const begin = internalMutation({
  args: { userId: v.id("users"), threadId: v.optional(v.id("chatThreads")), content: v.string() },
  returns: v.object({ threadId: v.id("chatThreads"), messageId: v.id("chatMessages") }),
  handler: async (ctx, { userId, threadId, content }) => {
    const now = Date.now();
    let id = threadId;
    if (id === undefined) {
      id = await ctx.db.insert("chatThreads", {
        userId,
        title: titleOf(content),
        updatedAt: now,
      });
    } else {
      await getOwned({ db: ctx.db, ledgerKey: userId }, "chatThreads", id);
      await ctx.db.patch("chatThreads", id, { updatedAt: now });
    }
    await ctx.db.insert("chatMessages", {
      userId,
      threadId: id,
      role: "user",
      content,
      status: "done",
    });
    const messageId = await ctx.db.insert("chatMessages", {
      userId,
      threadId: id,
      role: "assistant",
      content: "",
      status: "streaming",
    });
    return { threadId: id, messageId };
  },
});

/** The conversation so far (finished messages only), oldest first, for the model. */
export const context = internalQuery({
  args: { userId: v.id("users"), threadId: v.id("chatThreads") },
  returns: v.array(chatMessageFields.pick("role", "content")),
  handler: async (ctx, { userId, threadId }) => {
    await getOwned({ db: ctx.db, ledgerKey: userId }, "chatThreads", threadId);
    return (await latestMessages(ctx, threadId, CONTEXT_MESSAGES))
      .filter((m) => m.status === "done" && m.content !== "")
      .map(({ role, content }) => ({ role, content }));
  },
});

/** Writes the streamed text so far (and at the end the final state) of an assistant message. */
export const update = internalMutation({
  args: {
    userId: v.id("users"),
    messageId: v.id("chatMessages"),
    content: v.string(),
    status: v.union(v.literal("streaming"), v.literal("done"), v.literal("error")),
    tools: v.optional(v.array(v.string())),
    error: v.optional(v.string()),
  },
  returns: v.null(),
  handler: async (ctx, { userId, messageId, ...fields }) => {
    const message = await ctx.db.get("chatMessages", messageId);
    // The thread may have been deleted while the model was answering: nothing to update.
    if (message === null || message.userId !== userId) return null;
    // An answer is stored (and later sent back as context) up to MAX_ANSWER_LENGTH.
    const content = fields.content.slice(0, MAX_ANSWER_LENGTH);
    await ctx.db.patch("chatMessages", messageId, { ...fields, content });
    return null;
  },
});

/** A long conversation's messages, removed in bounded batches after chat.remove. */
export const removeMessages = internalMutation({
  args: { threadId: v.id("chatThreads") },
  returns: v.null(),
  handler: async (ctx, { threadId }) => {
    await runBatch(ctx, internal.internal.chat.removeMessages, async () => ({
      next: (await deleteMessages(ctx, threadId)) ? { threadId } : null,
    }));
    return null;
  },
});
