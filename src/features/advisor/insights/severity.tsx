import { IconAlertOctagon, IconAlertTriangle, IconInfoCircle } from "@tabler/icons-react";
import type { Insight } from "../../../data/advisor";

export type Severity = Insight["severity"];
export const SEVERITY_ORDER: readonly Severity[] = ["critical", "warning", "info"];

/** Colour and icon per severity; the icon shape differs too, so colour is not the only cue. */
export const SEVERITY_STYLE: Record<Severity, { color: string; Icon: typeof IconInfoCircle }> = {
  critical: { color: "red", Icon: IconAlertOctagon },
  warning: { color: "orange", Icon: IconAlertTriangle },
  info: { color: "blue", Icon: IconInfoCircle },
};
