import { defineSchema, defineTable } from "convex/server";
import { v } from "convex/values";

export default defineSchema({
  messages: defineTable({ body: v.string(), author: v.optional(v.string()) }),
  items: defineTable({ n: v.number() }),
  events: defineTable({ kind: v.string(), at: v.number() }),
});
