import { httpRouter } from "convex/server";
import { api } from "./_generated/api";
import { httpAction } from "./_generated/server";

const http = httpRouter();

http.route({
  path: "/hello",
  method: "GET",
  handler: httpAction(
    async () => new Response("hello from http", { status: 200, headers: { "X-Test": "1" } }),
  ),
});

http.route({
  path: "/post",
  method: "POST",
  handler: httpAction(async (ctx, request) => {
    const body = await request.text();
    await ctx.runMutation(api.messages.send, { body, author: "http" });
    return new Response(null, { status: 204 });
  }),
});

export default http;
