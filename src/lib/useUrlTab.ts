import { useSearchParams } from "react-router-dom";

/**
 * The open tab of a page kept in the URL (?tab=…), so a reload, a shared link or a card
 * linking to one tab lands on it. An unknown value opens the first tab; switching replaces the
 * history entry instead of adding one per click.
 */
export function useUrlTab<T extends string>(
  tabs: readonly T[],
): [T, (next: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const isTab = (value: string | null): value is T => tabs.includes(value as T);
  const current = params.get("tab");
  const tab = isTab(current) ? current : tabs[0];
  const select = (next: string | null) => {
    if (!isTab(next)) return;
    setParams(
      (p) => {
        p.set("tab", next);
        return p;
      },
      { replace: true },
    );
  };
  return [tab, select];
}
