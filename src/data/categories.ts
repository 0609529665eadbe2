import { useMutation, useQuery } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { api } from "../../convex/_generated/api";

export type OwnCategory = FunctionReturnType<typeof api.categories.list>[number];

/** The user's own categories (by group, then name), live; undefined while loading. */
export function useOwnCategories(): OwnCategory[] | undefined {
  return useQuery(api.categories.list, {});
}

/**
 * Deleted categories that reconciled transactions still hold (or that are still moving): never
 * offered, only named, so those rows and the reports keep their label.
 */
export function useRetiredCategories() {
  return useQuery(api.categories.retired, {});
}

export function useCategoryMutations() {
  return {
    create: useMutation(api.categories.create),
    update: useMutation(api.categories.update),
    remove: useMutation(api.categories.remove),
  };
}
