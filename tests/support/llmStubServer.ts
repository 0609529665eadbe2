/**
 * Serves the chat-completions stub (llmStub.ts) over HTTP, for the browser e2e test or a demo:
 *   npx tsx tests/support/llmStubServer.ts 4010
 * then set LLM_BASE_URL=http://127.0.0.1:4010/v1 and LLM_MODEL=stub for the backend.
 * Events are sent 30 ms apart so streaming is visible in the UI.
 */
import { createServer, type Server } from "node:http";
import { replyEvents, type StubRequest } from "./llmStub";

export function startLlmStub(port = 0): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
      res.writeHead(404).end();
      return;
    }
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
    req.on("end", () => {
      const events = replyEvents(JSON.parse(raw || "{}") as StubRequest);
      res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache" });
      let i = 0;
      const timer = setInterval(() => {
        if (i >= events.length) {
          clearInterval(timer);
          res.end();
          return;
        }
        res.write(events[i++]);
      }, 30);
    });
  });
  return new Promise((resolve) => {
    server.listen(port, "127.0.0.1", () => {
      const address = server.address();
      const actual = typeof address === "object" && address ? address.port : port;
      resolve({ server, url: `http://127.0.0.1:${actual}/v1` });
    });
  });
}

if (process.argv[1]?.endsWith("llmStubServer.ts")) {
  const port = Number(process.argv[2] ?? 4010);
  void startLlmStub(port).then(({ url }) => console.log(`LLM stub on ${url}`));
}
