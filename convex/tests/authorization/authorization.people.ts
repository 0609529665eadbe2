/**
 * The matrix entries of what belongs to a person (two-factor, sessions, households) and how a
 * member of A's household is treated by role (ROLE_RULES).
 */
import { owned, user, type MatrixEntry } from "./authorization.entry";

export const PEOPLE_ENTRIES = {
  "security:overview": user(),
  "security:totpBegin": user(),
  "security:totpConfirm": user(() => ({ code: "123456" })),
  "security:totpDisable": user(() => ({ code: "123456" })),
  "security:regenerateRecoveryCodes": user(() => ({ code: "123456" })),
  "security:totpVerify": user(() => ({ code: "123456" })),
  "security:reauthenticate": user(() => ({ password: "not-the-password" })),
  "security:sessions": user(),
  "security:endSession": owned((s) => ({ sessionId: s.session })),
  "security:endOtherSessions": user(),
  "security:reportClient": user(() => ({ userAgent: "Firefox/120", browserId: "a".repeat(32) })),
  "households:mine": user(),
  "households:members": user(),
  "households:invitations": user(),
  "households:notice": user(),
  "households:dismissNotice": user(),
  "households:recentByOthers": user(),
  "households:create": user(() => ({ name: "Family" })),
  "households:rename": user(() => ({ name: "Home" })),
  "households:invite": user(() => ({ email: "c@example.com", role: "editor" })),
  "households:accept": {
    signedOut: "UNAUTHENTICATED",
    otherUser: {
      code: "INVALID_LINK",
      why: "takes an e-mailed token, no ids; an unknown token is refused like a bad link",
    },
    args: () => ({ token: "0".repeat(64) }),
  },
  // Takes an e-mailed token, no ids; an unknown token finds nothing (null).
  "households:invitation": user(() => ({ token: "0".repeat(64) })),
  "households:leave": user(),
  "households:revokeInvitation": owned((s) => ({ invitationId: s.invitation })),
  "households:switchTo": owned((s) => ({ householdId: s.household })),
  "households:setRole": owned((s) => ({ userId: s.user, role: "viewer" })),
  "households:removeMember": owned((s) => ({ userId: s.user })),
} satisfies Record<string, MatrixEntry>;

/**
 * Households: how a member of A's household is treated, by role. By default a query is a
 * read (viewers and editors answered) and a mutation or action a write (viewers VIEWER_READ_ONLY,
 * editors answered); functions public by design are not household data. Exceptions:
 * - "personal": per person (preferences, profile, account, households.*), any role is served;
 * - "self": per person and naming one of the person's own things (a session): the matrix's
 *   ids are A's, so a member of A's household is refused as any other person is, never for
 *   their role, and A's data stays as it was;
 * - "owners": managing members, refused OWNERS_ONLY to viewers and editors alike.
 */
export type RoleRule = "personal" | "self" | "owners";
export const ROLE_RULES: Record<string, RoleRule> = {
  "accountDeletion:deleteMyAccount": "personal",
  "emailVerification:resend": "personal",
  "preferences:get": "personal",
  // Folding a budget group is how one person views the books, not a change to them.
  "envelopeGroups:setCollapsed": "personal",
  // Notifications are per person: each member has their own copy and preferences.
  "notifications:list": "personal",
  "notifications:markRead": "self",
  "notifications:markAllRead": "personal",
  "notifications:preferences": "personal",
  "notifications:savePreferences": "personal",
  "preferences:ensure": "personal",
  "preferences:save": "personal",
  "profile:get": "personal",
  "profile:updateName": "personal",
  "profile:changePassword": "personal",
  "households:mine": "personal",
  "households:members": "personal",
  "households:invitations": "personal",
  "households:notice": "personal",
  "households:dismissNotice": "personal",
  "households:create": "personal",
  "households:accept": "personal",
  "households:invitation": "personal",
  "households:switchTo": "personal",
  "households:leave": "personal",
  // Two-factor, sessions and re-authentication belong to the person, whatever their role.
  "security:overview": "personal",
  "security:totpBegin": "personal",
  "security:totpConfirm": "personal",
  "security:totpDisable": "personal",
  "security:regenerateRecoveryCodes": "personal",
  "security:totpVerify": "personal",
  "security:reauthenticate": "personal",
  "security:sessions": "personal",
  "security:endSession": "self",
  "security:endOtherSessions": "personal",
  "security:reportClient": "personal",
  "households:rename": "owners",
  "households:invite": "owners",
  "households:revokeInvitation": "owners",
  "households:setRole": "owners",
  "households:removeMember": "owners",
};
