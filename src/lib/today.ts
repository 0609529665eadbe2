import { useEffect, useState } from "react";
import { formatDate } from "../../convex/shared/dates";

/** The user's own calendar date as "YYYY-MM-DD" (local time zone, not UTC). */
export function todayIso(now: Date = new Date()): string {
  return formatDate(now.getFullYear(), now.getMonth() + 1, now.getDate());
}

/**
 * Today's date that turns over at local midnight, so a tab left open overnight asks the server
 * for tomorrow's due dates instead of yesterday's.
 */
export function useToday(): string {
  const [today, setToday] = useState(todayIso);
  useEffect(() => {
    const now = new Date();
    const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
    const timer = window.setTimeout(
      () => setToday(todayIso()),
      midnight.getTime() - now.getTime() + 1000,
    );
    return () => window.clearTimeout(timer);
  }, [today]);
  return today;
}
