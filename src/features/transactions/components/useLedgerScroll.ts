import { useVirtualizer, useWindowVirtualizer, type Virtualizer } from "@tanstack/react-virtual";
import { useCallback, useRef, useState, type CSSProperties } from "react";
import { useBoxPlacement } from "../../../lib/useBoxPlacement";
import { useDesktop } from "../../../lib/useDesktop";

const ROW_ESTIMATE = 62;
const OVERSCAN = 8;

/**
 * How the ledger scrolls, so the page has one scrollbar: on a phone the page itself scrolls
 * and the list follows it (what touch expects); on a larger screen the list is a box that ends
 * at the bottom of the window and scrolls on its own, the page above it staying put. Either
 * way only the rows on screen are in the DOM.
 */
export function useLedgerScroll(
  count: number,
  keyOf: (index: number) => string,
  rowEstimate = ROW_ESTIMATE,
) {
  const pageScroll = !useDesktop();
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const placement = useBoxPlacement(box);
  // react-hooks 7 flags these as "incompatible-library" (they return functions memoization
  // cannot see through); nothing here memoizes around them, so it is safe.
  // eslint-disable-next-line react-hooks/incompatible-library
  const inBox = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowEstimate,
    overscan: OVERSCAN,
    // A first guess until the container is measured (also what jsdom tests render with).
    initialRect: { width: 720, height: 600 },
    getItemKey: keyOf,
    enabled: !pageScroll,
  });
  const inPage = useWindowVirtualizer({
    count,
    estimateSize: () => rowEstimate,
    overscan: OVERSCAN,
    scrollMargin: placement.top,
    getItemKey: keyOf,
    enabled: pageScroll,
  });
  const boxRef = useCallback((element: HTMLDivElement | null) => {
    scrollRef.current = element;
    setBox(element);
  }, []);
  const boxStyle: CSSProperties = pageScroll
    ? {}
    : { maxHeight: placement.fillHeight, overflowY: "auto", overscrollBehavior: "contain" };
  const virtualizer = (pageScroll ? inPage : inBox) as Virtualizer<Element | Window, Element>;
  /** What to subtract from a row's start: the page's own offset above the list. */
  const offset = pageScroll ? placement.top : 0;
  return { virtualizer, boxRef, boxStyle, offset };
}
