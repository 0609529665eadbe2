/** The profile a person edits themselves: the display name shown in the header. */
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { normalizeText } from "../../shared/text";
import { validateName } from "../../shared/validation";
import { fail } from "../errors";

/** Sets the display name as typed (normalized), or clears it for an empty one. */
export async function setDisplayName(
  ctx: { db: MutationCtx["db"] },
  userId: Id<"users">,
  name: string,
): Promise<void> {
  const normalized = normalizeText(name);
  const problem = normalized === "" ? null : validateName(normalized);
  if (problem) fail(problem, "name");
  await ctx.db.patch("users", userId, { name: normalized === "" ? undefined : normalized });
}
