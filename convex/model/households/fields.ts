/** The fields of the household tables (see model/households/access.ts for the design). */
import { v } from "convex/values";
import { vHouseholdRole } from "../../shared/households";

export { vHouseholdRole };

export const householdFields = v.object({
  name: v.string(),
  /**
   * The id every data document of the household carries in its `userId` field. A personal
   * household's key is its creator's own user id (so data from before households is already
   * in it); a shared household made later gets a data-holder row in `users`.
   */
  ledgerKey: v.id("users"),
  createdBy: v.id("users"),
  /** Set on the household a user gets at sign-up (its key is that user's id). */
  personalOf: v.optional(v.id("users")),
});

export const householdMemberFields = v.object({
  householdId: v.id("households"),
  userId: v.id("users"),
  role: vHouseholdRole,
  /** Copied from the household so the wrapper resolves a caller with one index read. */
  ledgerKey: v.id("users"),
  /** The household this member has open (exactly one of their rows is active). */
  active: v.boolean(),
  /** Set when the member was moved out of this household by someone else: name of it. */
  notice: v.optional(v.string()),
});

export const householdInvitationFields = v.object({
  householdId: v.id("households"),
  email: v.string(),
  role: vHouseholdRole,
  invitedBy: v.id("users"),
  /** SHA-256 of the e-mailed token, set by the action that sends it (model/auth/tokens.ts). */
  tokenHash: v.optional(v.string()),
  expiresAt: v.number(),
});
