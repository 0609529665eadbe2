/**
 * The household roles, listed once for the server's validators and the client's pickers:
 * an owner manages members and the books, an editor changes the books, a viewer only reads.
 */
import { literals } from "./literals";

export const HOUSEHOLD_ROLES = ["owner", "editor", "viewer"] as const;
export type HouseholdRole = (typeof HOUSEHOLD_ROLES)[number];
export const vHouseholdRole = literals(HOUSEHOLD_ROLES);
