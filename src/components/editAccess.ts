import { createContext } from "react";

/**
 * Whether the signed-in person may change the open household's data (false for a viewer).
 * The shell provides it once from useCanEdit (src/data/households.ts), so
 * components drawn per row read it without a subscription each; the server refuses anyway.
 */
export const EditAccess = createContext(true);
