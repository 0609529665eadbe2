import { useLayoutEffect, useState } from "react";

/** Never shorter than this: on a short window the page scrolls a little to reach the rest. */
const MIN_HEIGHT = 240;

/**
 * Where a box sits in the page (its top, in page coordinates) and the height that makes it
 * end at the bottom of the window, above what the page shows under it. Follows the window's
 * size and anything above the box growing or shrinking (filters opened, a notice).
 */
export function useBoxPlacement(element: HTMLElement | null): { top: number; fillHeight: number } {
  const [placement, setPlacement] = useState({ top: 0, fillHeight: 360 });
  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      const fillHeight = Math.max(
        MIN_HEIGHT,
        Math.floor(window.innerHeight - top - below(element)),
      );
      setPlacement((old) =>
        old.top === top && old.fillHeight === fillHeight ? old : { top, fillHeight },
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    // The body alone misses what shrinks above the box (the entry row or a reconcile bar
    // closing) when the page is no taller than the window: the body keeps its height then, and
    // the box would stay as short as it became. Each ancestor shrinks with it, so they tell.
    for (let node: Element | null = element.parentElement; node; node = node.parentElement) {
      observer.observe(node);
    }
    window.addEventListener("resize", measure);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", measure);
    };
  }, [element]);
  return placement;
}

/**
 * What the page shows under the box: the rest of its card (the count line), then the bottom
 * padding of the page and of the app's main area (which makes room for the fixed footer).
 */
function below(element: HTMLElement): number {
  // The card is the box's parent, or an ancestor marked as such (the register's table).
  const card = element.closest<HTMLElement>("[data-fill-card]") ?? element.parentElement;
  const rest = card
    ? card.getBoundingClientRect().bottom - element.getBoundingClientRect().bottom
    : 0;
  const padding = (node: Element | null) =>
    node ? parseFloat(getComputedStyle(node).paddingBottom) || 0 : 0;
  return (
    rest + padding(element.closest(".mantine-Container-root")) + padding(element.closest("main"))
  );
}
