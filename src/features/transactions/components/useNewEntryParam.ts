import { use, useEffect, useRef } from "react";
import { useSearchParams } from "react-router-dom";
import { EditAccess } from "../../../components/editAccess";

/**
 * Opens a new entry once when the URL asks for one (`new=1`, the app's quick add), then drops
 * the parameter so a reload or Back does not open it again. A viewer's link opens nothing.
 */
export function useNewEntryParam(open: () => void) {
  const [params, setParams] = useSearchParams();
  const wanted = params.get("new") === "1";
  const canEdit = use(EditAccess);
  const latest = useRef(canEdit ? open : () => undefined);
  useEffect(() => {
    latest.current = canEdit ? open : () => undefined;
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
