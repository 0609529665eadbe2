import { paginationOptsValidator } from "convex/server";
import { ConvexError, v } from "convex/values";
import { api, internal } from "./_generated/api";
import { action, internalMutation, internalQuery, mutation, query } from "./_generated/server";

export const list = query({
  args: {},
  handler: async (ctx) => (await ctx.db.query("messages").collect()).map((m) => m.body),
});

/** One author's messages, newest first, a page at a time. */
export const page = query({
  args: { author: v.string(), paginationOpts: paginationOptsValidator },
  handler: async (ctx, { author, paginationOpts }) => {
    const result = await ctx.db
      .query("messages")
      .order("desc")
      .filter((q) => q.eq(q.field("author"), author))
      .paginate(paginationOpts);
    return { ...result, page: result.page.map((m) => m.body) };
  },
});

export const get = query({
  args: { id: v.id("messages") },
  handler: async (ctx, { id }) => (await ctx.db.get(id))?.body ?? null,
});

export const send = mutation({
  args: { body: v.string(), author: v.optional(v.string()) },
  handler: async (ctx, args) => {
    console.log("sending", args.body);
    return await ctx.db.insert("messages", args);
  },
});

export const fail = mutation({
  args: {},
  handler: async () => {
    throw new ConvexError({ code: "NOPE", detail: 42 });
  },
});

export const failingQuery = query({
  args: {},
  handler: async () => {
    throw new ConvexError({ code: "QUERY_NOPE" });
  },
});

export const secret = internalQuery({ args: {}, handler: async () => "secret" });

export const secretSend = internalMutation({
  args: { body: v.string() },
  handler: async (ctx, { body }) => {
    await ctx.db.insert("messages", { body, author: "scheduler" });
  },
});

export const sendViaAction = action({
  args: { body: v.string() },
  handler: async (ctx, { body }): Promise<string> => {
    const id: string = await ctx.runMutation(api.messages.send, { body, author: "action" });
    return id;
  },
});

export const sendLater = mutation({
  args: { body: v.string(), delayMs: v.number() },
  handler: async (ctx, { body, delayMs }) => {
    await ctx.scheduler.runAfter(delayMs, internal.messages.secretSend, { body });
  },
});

export const invalid = mutation({
  args: {},
  handler: async (ctx) => {
    // Not a string: the schema must reject it.
    await ctx.db.insert("messages", { body: 42 as unknown as string });
  },
});

export const whoami = query({
  args: {},
  handler: async (ctx) => {
    const identity = await ctx.auth.getUserIdentity();
    return identity
      ? { subject: identity.subject, tokenIdentifier: identity.tokenIdentifier }
      : null;
  },
});

/** Like the app's `accounts:create`: the new row belongs to the caller, or it is refused. */
export const createOwned = mutation({
  args: {},
  handler: async (ctx) => {
    const identity = await ctx.auth.getUserIdentity();
    if (!identity) throw new ConvexError({ code: "UNAUTHENTICATED" });
    await ctx.db.insert("messages", { body: "owned", author: identity.subject });
    return identity.subject;
  },
});

export const whoamiAction = action({
  args: {},
  handler: async (ctx): Promise<string | null> =>
    (await ctx.auth.getUserIdentity())?.subject ?? null,
});
