import { describe, expect, test } from "vitest";
import type { Id } from "../../../convex/_generated/dataModel";
import type { CurrencyCode } from "../../../convex/shared/currencies";
import { parseMoneyInput } from "../../../convex/shared/money";
import type { AccountView } from "../../data/accounts";
import {
  newTransactionValues,
  splitTotals,
  validateTransactionValues,
  valuesToCall,
  type TransactionFormValues,
} from "./transactionForm";

const parse = (text: string, currency: CurrencyCode) => parseMoneyInput(text, currency, "en");
const account = { _id: "a" as Id<"accounts">, currency: "USD" } as AccountView;

function values(extra: Partial<TransactionFormValues>): TransactionFormValues {
  return { ...newTransactionValues(account, "2024-06-15"), amount: "10.00", ...extra };
}

describe("split form", () => {
  test("remaining to assign follows the parts, to the cent", () => {
    const v = values({
      splits: [
        { category: "food", amount: "7.00", notes: "" },
        { category: "shopping", amount: "2.99", notes: "" },
      ],
    });
    expect(splitTotals(v, "USD", parse)).toEqual({ parts: [700, 299], remaining: 1 });
    expect(validateTransactionValues(v, "USD", parse, "USD").splits).toBe("SPLIT_MISMATCH");
  });

  test("balanced parts become the call's splits; tags go along", () => {
    const v = values({
      tags: ["trip"],
      splits: [
        { category: "food", amount: "7.00", notes: " lunch " },
        { category: "shopping", amount: "3.00", notes: "" },
      ],
    });
    expect(validateTransactionValues(v, "USD", parse, "USD")).toEqual({});
    const { parts } = splitTotals(v, "USD", parse);
    const call = valuesToCall(v, account._id, 1_000, undefined, parts);
    expect(call.fn).toBe("create");
    expect(call.args).toMatchObject({
      tags: ["trip"],
      splits: [
        { category: "food", amount: 700, notes: "lunch" },
        { category: "shopping", amount: 300, notes: undefined },
      ],
    });
  });

  test("a part that does not parse is an invalid amount", () => {
    const v = values({
      splits: [
        { category: "food", amount: "x", notes: "" },
        { category: "shopping", amount: "3.00", notes: "" },
      ],
    });
    expect(validateTransactionValues(v, "USD", parse, "USD").splits).toBe("INVALID_AMOUNT");
  });
});
