/**
 * Households (issue 27): the households the user belongs to, the open one's members and
 * invitations, and what the open household lets them do. The server decides access; these
 * hooks only keep the UI from offering what it would refuse.
 */
import { useConvexAuth, useMutation, useQuery } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { api } from "../../convex/_generated/api";

export type HouseholdView = FunctionReturnType<typeof api.households.mine>[number];
export type HouseholdMember = FunctionReturnType<typeof api.households.members>[number];
export type HouseholdRole = HouseholdView["role"];

function useSignedIn(): boolean {
  return useConvexAuth().isAuthenticated;
}

/** The user's households, live (undefined while loading or signed out). */
export function useHouseholds() {
  return useQuery(api.households.mine, useSignedIn() ? {} : "skip");
}

/** The open household, or undefined while loading. */
export function useOpenHousehold(): HouseholdView | undefined {
  return useHouseholds()?.find((h) => h.active);
}

/**
 * Whether the user may change the open household's data: false for a viewer. While loading it
 * answers true, so editors never see their controls flicker; the server refuses a viewer anyway.
 */
export function useCanEdit(): boolean {
  return useOpenHousehold()?.role !== "viewer";
}

export function useHouseholdMembers() {
  return useQuery(api.households.members, useSignedIn() ? {} : "skip");
}

export function useHouseholdInvitations() {
  return useQuery(api.households.invitations, useSignedIn() ? {} : "skip");
}

/** Set when an owner removed the user from the household they had open. */
export function useHouseholdNotice() {
  return useQuery(api.households.notice, useSignedIn() ? {} : "skip");
}

/** The latest transactions other members added or changed (Home). */
export function useRecentByOthers() {
  return useQuery(api.households.recentByOthers, useSignedIn() ? {} : "skip");
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
