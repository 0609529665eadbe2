/** Convex's limits on what a database stores and what a search returns (see each module). */
import { enforceDocumentLimits } from "./documents.js";
import { enforceSearchLimits } from "./search.js";

export function enforceDatabaseLimits(db: object): void {
  enforceDocumentLimits(db as Parameters<typeof enforceDocumentLimits>[0]);
  enforceSearchLimits(db as Parameters<typeof enforceSearchLimits>[0]);
}
