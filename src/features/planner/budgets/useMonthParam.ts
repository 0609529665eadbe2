import { useSearchParams } from "react-router-dom";
import { monthKey, validateMonthKey } from "../../../../convex/shared/dates";
import { useToday } from "../../../lib/today";

/** The budget's month, kept in the URL (?month=YYYY-MM); absent means the current month. */
export function useMonthParam() {
  const today = useToday();
  const [params, setParams] = useSearchParams();
  const param = params.get("month") ?? "";
  const current = monthKey(today);
  const month = validateMonthKey(param) === null ? param : current;
  const setMonth = (next: string) =>
    setParams(
      (p) => {
        if (next === current) p.delete("month");
        else p.set("month", next);
        return p;
      },
      { replace: true },
    );
  return { month, current, setMonth };
}
