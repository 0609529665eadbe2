/**
 * Limits of advisor conversations, shared by the chat (chat.ts, chatStore.ts) and the restore:
 * every stored message is sent back to the paid model as context, so none may be larger than
 * what the chat itself would have written.
 */
import { hasForbiddenChars, normalizeText } from "../../shared/text";
import { fail } from "../errors";

/** A question the user asks. */
export const MAX_MESSAGE_LENGTH = 2_000;
/** An answer of the model as stored (longer streams are cut here). */
export const MAX_ANSWER_LENGTH = 20_000;
/** A conversation's title: the start of its first question. */
export const TITLE_LENGTH = 60;
/** Names of tools an answer used: a few short identifiers. */
const MAX_TOOLS = 20;
const TOOL_NAME_LENGTH = 64;

/** A question as stored: trimmed, not empty, at most MAX_MESSAGE_LENGTH. */
export function checkQuestion(content: string): string {
  const text = content.trim();
  if (text === "") fail("REQUIRED", "content");
  if (text.length > MAX_MESSAGE_LENGTH) fail("MESSAGE_TOO_LONG", "content");
  return text;
}

export function titleOf(question: string): string {
  return question.slice(0, TITLE_LENGTH);
}

/** A stored message: the question's rules for the user's, the answer cap for the model's. */
export function checkStoredMessage(message: {
  role: "user" | "assistant";
  content: string;
  tools?: string[];
}): void {
  if (message.role === "user") checkQuestion(message.content);
  else if (message.content.length > MAX_ANSWER_LENGTH) fail("MESSAGE_TOO_LONG", "content");
  const tools = message.tools ?? [];
  if (tools.length > MAX_TOOLS) fail("LIMIT_REACHED", "tools");
  for (const tool of tools) {
    if (tool.length > TOOL_NAME_LENGTH || hasForbiddenChars(tool)) fail("INVALID_NAME", "tools");
  }
}

/** A stored title: clean text, at most TITLE_LENGTH. */
export function checkTitle(title: string): string {
  const text = normalizeText(title);
  if (hasForbiddenChars(text)) fail("INVALID_NAME", "title");
  if (text.length > TITLE_LENGTH) fail("NAME_TOO_LONG", "title");
  return text;
}
