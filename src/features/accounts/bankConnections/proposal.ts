import type { AccountType } from "../../../../convex/shared/domain";
import { NAME_MAX_LENGTH } from "../../../../convex/shared/validation";

/** The account type a bank account's name suggests (the user can change it before linking). */
export function proposedType(name: string): AccountType {
  const text = name.toLowerCase();
  if (/card|credit|visa|master|amex|karte|tarjeta|carte|cartão/.test(text)) return "credit_card";
  if (/sav|spar|ahorro|épargne|poupança|deposit/.test(text)) return "savings";
  if (/loan|mortgage|kredit|darlehen|préstamo|prêt|hipoteca/.test(text)) return "loan";
  if (/invest|broker|depot|ira|401k|pension/.test(text)) return "investment";
  return "bank";
}

/** The name proposed for a new account: the bank's, within our name limit. */
export function proposedName(name: string): string {
  return name.trim().slice(0, NAME_MAX_LENGTH);
}
