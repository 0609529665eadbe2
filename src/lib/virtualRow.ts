import type { CSSProperties } from "react";

/** Where a virtualized list draws one row: full width, moved down to its measured offset. */
export function virtualRowStyle(offset: number): CSSProperties {
  return {
    position: "absolute",
    top: 0,
    left: 0,
    width: "100%",
    transform: `translateY(${offset}px)`,
  };
}
