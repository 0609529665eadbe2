import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router-dom";

/**
 * Opens a new entry once when the URL asks for one (`new=1`, the app's quick add), then drops
 * the parameter so a reload or Back does not open it again.
 */
export function useNewEntryParam(open: () => void) {
  const [params, setParams] = useSearchParams();
  const wanted = params.get("new") === "1";
  const latest = useRef(open);
  useEffect(() => {
    latest.current = open;
  });
  useEffect(() => {
    if (!wanted) return;
    latest.current();
    setParams(
      (p) => {
        p.delete("new");
        return p;
      },
      { replace: true },
    );
  }, [wanted, setParams]);
}
