/**
 * Households: the households the user belongs to, the open one's members and
 * invitations, and what the open household lets them do. The server decides access; these
 * hooks only keep the UI from offering what it would refuse.
 */
import { useMutation, useQuery } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { api } from "../../convex/_generated/api";

export type HouseholdView = FunctionReturnType<typeof api.households.mine>[number];
export type HouseholdMember = FunctionReturnType<typeof api.households.members>[number];
export type HouseholdRole = HouseholdView["role"];

/** The user's households, live (undefined while loading, or when `signedIn` is false). */
export function useHouseholds(signedIn = true) {
  return useQuery(api.households.mine, signedIn ? {} : "skip");
}

/** The open household, or undefined while loading. */
export function useOpenHousehold(signedIn = true): HouseholdView | undefined {
  return useHouseholds(signedIn)?.find((h) => h.active);
}

/**
 * Whether the user may change the open household's data: false for a viewer. While loading it
 * answers true, so editors never see their controls flicker; the server refuses a viewer anyway.
 */
export function useCanEdit(signedIn = true): boolean {
  return useOpenHousehold(signedIn)?.role !== "viewer";
}

export function useHouseholdMembers() {
  return useQuery(api.households.members, {});
}

export function useHouseholdInvitations() {
  return useQuery(api.households.invitations, {});
}

/** What the invitation of a /join link offers: undefined while loading, null once spent. */
export function useInvitation(token: string, signedIn: boolean) {
  return useQuery(api.households.invitation, signedIn && token !== "" ? { token } : "skip");
}

/** Set when an owner removed the user from the household they had open. */
export function useHouseholdNotice() {
  return useQuery(api.households.notice, {});
}

/** The latest transactions other members added or changed (Home). */
export function useRecentByOthers() {
  return useQuery(api.households.recentByOthers, {});
}

/** Member ids → e-mail, when the open household has more than one member (else null). */
export function useMemberNames(): Map<string, string> | null {
  const members = useHouseholdMembers();
  if (members === undefined || members.length < 2) return null;
  return new Map(members.map((m) => [m.userId, m.email ?? ""]));
}

export function useHouseholdMutations() {
  return {
    create: useMutation(api.households.create),
    rename: useMutation(api.households.rename),
    invite: useMutation(api.households.invite),
    revokeInvitation: useMutation(api.households.revokeInvitation),
    accept: useMutation(api.households.accept),
    switchTo: useMutation(api.households.switchTo),
    setRole: useMutation(api.households.setRole),
    removeMember: useMutation(api.households.removeMember),
    leave: useMutation(api.households.leave),
    dismissNotice: useMutation(api.households.dismissNotice),
  };
}
