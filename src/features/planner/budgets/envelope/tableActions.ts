import type { CategoryKey } from "../../../../../convex/shared/domain";
import type { QuickAssignMode } from "../../../../../convex/shared/envelopeQuickAssign";
import type { EnvelopeGroupView } from "../../../../data/envelope";

/** Ready to Assign as one side of a move (MoveDialog). */
export const READY = "ready";
export type MoveSide = CategoryKey | typeof READY;

export interface MoveInit {
  from?: MoveSide;
  to?: MoveSide;
  amount?: number;
}

/** What the budget grid's rows and group headers ask of the screen. */
export interface TableActions {
  assign: (category: CategoryKey, amount: number) => Promise<boolean>;
  quickAssign: (category: CategoryKey, mode: QuickAssignMode) => void;
  move: (init: MoveInit) => void;
  target: (category: CategoryKey) => void;
  keepNegative: (category: CategoryKey, on: boolean) => void;
  pickGroup: (category: CategoryKey) => void;
  toggleGroup: (group: EnvelopeGroupView) => void;
  renameGroup: (group: EnvelopeGroupView) => void;
  moveGroup: (group: EnvelopeGroupView, direction: "up" | "down") => void;
  removeGroup: (group: EnvelopeGroupView) => void;
}
