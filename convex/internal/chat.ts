/** The background batches of chat.remove: a long conversation's messages. */
import { v } from "convex/values";
import { internal } from "../_generated/api";
import { internalMutation } from "../_generated/server";
import { deleteMessages } from "../model/chat/removal";
import { runBatch } from "../model/jobs/batches";

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
