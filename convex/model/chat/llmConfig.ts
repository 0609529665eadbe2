/**
 * Configuration of the optional language model (an OpenAI-compatible chat-completions
 * endpoint): LLM_BASE_URL (e.g. https://api.openai.com/v1), LLM_MODEL and, when the endpoint
 * needs one, LLM_API_KEY. Without a base URL and a model the chat is unavailable and says so.
 */
import { env } from "../env";

export interface LlmConfig {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
}

export function llmConfig(): LlmConfig | null {
  const baseUrl = env("LLM_BASE_URL");
  const model = env("LLM_MODEL");
  if (baseUrl === undefined || model === undefined) return null;
  return { baseUrl: baseUrl.replace(/\/+$/, ""), apiKey: env("LLM_API_KEY"), model };
}
