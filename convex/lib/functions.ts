/**
 * The authenticated-function wrapper: the only place that uses the raw builders for public
 * functions. Each handler gets `ctx.userId` and `ctx.user`, resolved once; a caller without a
 * valid session gets ConvexError UNAUTHENTICATED. Never accept a userId from the client.
 */
import { getAuthUserId } from "@convex-dev/auth/server";
import {
  customAction,
  customCtx,
  customMutation,
  customQuery,
} from "convex-helpers/server/customFunctions";
import { ConvexError } from "convex/values";
import type { Doc, Id } from "../_generated/dataModel";
import {
  action,
  mutation,
  query,
  type ActionCtx,
  type MutationCtx,
  type QueryCtx,
} from "../_generated/server";

export async function requireUser(ctx: QueryCtx | MutationCtx): Promise<Doc<"users">> {
  const userId = await getAuthUserId(ctx);
  const user = userId === null ? null : await ctx.db.get("users", userId);
  if (user === null) throw new ConvexError({ code: "UNAUTHENTICATED" });
  return user;
}

async function requireUserId(ctx: ActionCtx): Promise<Id<"users">> {
  const userId = await getAuthUserId(ctx);
  if (userId === null) throw new ConvexError({ code: "UNAUTHENTICATED" });
  return userId;
}

export const userQuery = customQuery(
  query,
  customCtx(async (ctx) => {
    const user = await requireUser(ctx);
    return { user, userId: user._id };
  }),
);

export const userMutation = customMutation(
  mutation,
  customCtx(async (ctx) => {
    const user = await requireUser(ctx);
    return { user, userId: user._id };
  }),
);

export const userAction = customAction(
  action,
  customCtx(async (ctx) => ({ userId: await requireUserId(ctx) })),
);
