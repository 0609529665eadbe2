/** The fields of advisor chat conversations and messages, declared once. */
import { v } from "convex/values";

/** Advisor chat conversations, one row per conversation. */
export const chatThreadFields = v.object({
  userId: v.id("users"),
  title: v.string(),
  updatedAt: v.number(),
});

/**
 * Messages of a conversation. An assistant message is written while the model streams
 * (status "streaming", content growing chunk by chunk) so the reactive query shows it live.
 */
export const chatMessageFields = v.object({
  userId: v.id("users"),
  threadId: v.id("chatThreads"),
  role: v.union(v.literal("user"), v.literal("assistant")),
  content: v.string(),
  status: v.union(v.literal("streaming"), v.literal("done"), v.literal("error")),
  /** Names of the tools the assistant used for this answer. */
  tools: v.optional(v.array(v.string())),
  /** Error code when status is "error". */
  error: v.optional(v.string()),
});
