import { useEffect, useRef } from "react";
import { useCatchUp } from "../../data/schedules";
import { useToday } from "../../lib/today";

/** At most this many batches per visit; the hourly server job posts whatever is left. */
const MAX_BATCHES = 10;

/**
 * Posts the user's recurring occurrences that are due by *their* calendar date as soon as a
 * verified user opens the app. The server's hourly job posts by UTC date, so without this a
 * user east of UTC would see today's bills post up to a day late. Posting is idempotent per
 * schedule and date, so running it in several tabs at once is harmless.
 */
export function RecurringCatchUp() {
  const today = useToday();
  const catchUp = useCatchUp();
  const lastRun = useRef<string | null>(null);

  useEffect(() => {
    if (lastRun.current === today) return;
    lastRun.current = today;
    void (async () => {
      try {
        for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
          const { more } = await catchUp({ today });
          if (!more) break;
        }
      } catch (error) {
        // Not worth interrupting the user: the hourly job will post these.
        console.warn("Posting due recurring transactions failed", error);
      }
    })();
  }, [today, catchUp]);

  return null;
}
