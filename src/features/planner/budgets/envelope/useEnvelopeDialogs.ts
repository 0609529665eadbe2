import { useState } from "react";
import type { CategoryKey } from "../../../../../convex/shared/domain";
import type { EnvelopeGroupView } from "../../../../data/envelope";
import type { MoveInit } from "./tableActions";

/** Which of the envelope screen's dialogs is open, and for what. */
export function useEnvelopeDialogs() {
  const [moving, setMoving] = useState<MoveInit | null>(null);
  const [targeting, setTargeting] = useState<CategoryKey | null>(null);
  const [picking, setPicking] = useState<CategoryKey | null>(null);
  /** `group` set: renaming it; else naming a new group. */
  const [naming, setNaming] = useState<{ group?: EnvelopeGroupView } | null>(null);
  const [quickAll, setQuickAll] = useState(false);
  return {
    moving,
    setMoving,
    targeting,
    setTargeting,
    picking,
    setPicking,
    naming,
    setNaming,
    quickAll,
    setQuickAll,
  };
}
export type EnvelopeDialogs = ReturnType<typeof useEnvelopeDialogs>;
