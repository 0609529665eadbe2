import { useAction, useMutation, useQuery } from "convex/react";
import { api } from "../../convex/_generated/api";

/** The user's display name and whether they sign in with a password, live. */
export function useProfile() {
  return useQuery(api.profile.get, {});
}

export function useProfileMutations() {
  return {
    updateName: useMutation(api.profile.updateName),
    changePassword: useAction(api.profile.changePassword),
    deleteMyAccount: useMutation(api.accountDeletion.deleteMyAccount),
  };
}
