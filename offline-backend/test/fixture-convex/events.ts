import { internalMutation, query } from "./_generated/server";

export const tick = internalMutation({
  args: {},
  handler: async (ctx) => {
    await ctx.db.insert("events", { kind: "cron", at: Date.now() });
  },
});

export const count = query({
  args: {},
  handler: async (ctx) => (await ctx.db.query("events").collect()).length,
});
