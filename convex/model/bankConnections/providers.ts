/** The providers a connection may have, by the name stored on it (fields.ts vBankProvider). */
import type { Doc } from "../../_generated/dataModel";
import { enableBanking } from "./enableBanking/provider";
import type { BankProvider } from "./provider";
import { simplefin } from "./simplefin";

export type ProviderName = Doc<"bankConnections">["provider"];

export const PROVIDERS: Record<ProviderName, BankProvider> = {
  simplefin,
  enablebanking: enableBanking,
};
