import { useAction, useMutation, useQuery } from "convex/react";
import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";

/** The user's conversations, latest first, live. */
export function useChatThreads() {
  return useQuery(api.chat.threads, {});
}

/** One conversation's messages, live: an answer grows here while it streams. */
export function useChatMessages(threadId: Id<"chatThreads">) {
  return useQuery(api.chat.messages, { threadId });
}

export function useChatMutations() {
  return {
    send: useAction(api.chat.send),
    remove: useMutation(api.chat.remove),
  };
}
