import { useMutation, useQuery } from "convex/react";
import type { FunctionArgs, FunctionReturnType } from "convex/server";
import { api } from "../../convex/_generated/api";
import { useToday } from "../lib/today";

export type ScheduleView = FunctionReturnType<typeof api.schedules.list>[number];
export type Upcoming = FunctionReturnType<typeof api.schedules.upcoming>;
export type UpcomingItem = Upcoming["items"][number];
/** What creating a schedule takes (update takes the same plus the id). */
export type ScheduleArgs = FunctionArgs<typeof api.schedules.create>;

/** The user's recurring schedules, live. */
export function useSchedules() {
  return useQuery(api.schedules.list, {});
}

/** Occurrences due from the user's today over the next `days` days, live. */
export function useUpcoming(days: number) {
  const today = useToday();
  return useQuery(api.schedules.upcoming, { today, days });
}

export function useScheduleMutations() {
  return {
    create: useMutation(api.schedules.create),
    update: useMutation(api.schedules.update),
    remove: useMutation(api.schedules.remove),
    createFromAccount: useMutation(api.schedules.createFromAccount),
  };
}

/** Acting on one occurrence: post it now, skip it, edit it, or undo an edit or skip. */
export function useOccurrenceMutations() {
  return {
    postNow: useMutation(api.schedules.postNow),
    skip: useMutation(api.schedules.skip),
    edit: useMutation(api.schedules.editOccurrence),
    reset: useMutation(api.schedules.resetOccurrence),
  };
}

/** Posts a batch of occurrences due by the user's date; resolves to whether more are due. */
export function useCatchUp() {
  return useMutation(api.schedules.catchUp);
}
