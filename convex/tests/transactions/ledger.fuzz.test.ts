/**
 * Fuzzing the ledger's mutations: accounts, transactions,
 * transfers and exchange rates, FUZZ_RUNS generated inputs each (see test.fuzz.ts).
 */
import fc from "fast-check";
import { api } from "../../_generated/api";
import { ACCOUNT_TYPES, LOAN_PAYMENT_TYPES, type Category } from "../../shared/domain";
import {
  amount,
  category,
  currency,
  fuzz,
  idOf,
  isoDate,
  rate,
  recentDate,
  signedAmount,
  smallInt,
  text,
  runFuzzCases,
  type FuzzCase,
  type World,
} from "../../testing/fuzz.testkit";

const accountFields = {
  name: text,
  type: fc.constantFrom(...ACCOUNT_TYPES),
  currency,
  initialBalance: signedAmount,
  description: text,
  creditLimit: signedAmount,
  billingDay: smallInt,
  paymentDay: smallInt,
  loanDueDate: isoDate,
  loanPaymentType: fc.constantFrom(...LOAN_PAYMENT_TYPES),
  loanPaymentAmount: amount,
};
const accountRequired = ["name", "type", "currency", "initialBalance"] as const;

const entryFields = (w: World) => ({
  kind: fc.constantFrom("income" as const, "expense" as const),
  amount,
  currency: fc.constantFrom("USD" as const, "EUR" as const, "JPY" as const),
  date: fc.oneof(recentDate, isoDate),
  category,
  notes: text,
  accountId: idOf(w, "account", w.a.seed.account2),
  // Hostile parts rarely add up: these mostly check that a refusal writes nothing.
  splits: fc.oneof(
    { weight: 3, arbitrary: fc.constant([] as { category: Category; amount: number }[]) },
    fc.array(
      fc.record(
        { category, amount: signedAmount, notes: text },
        { requiredKeys: ["category", "amount"] },
      ),
      { maxLength: 4 },
    ),
  ),
  tags: fc.array(text, { maxLength: 12 }),
});

const LEDGER = { ledger: true };

const cases: FuzzCase[] = [
  [
    "accounts:create",
    (w) =>
      fuzz(
        w,
        fc.record(accountFields, { requiredKeys: [...accountRequired] }),
        (as, x) => as.mutation(api.accounts.create, x),
        LEDGER,
      ),
  ],
  [
    "accounts:update",
    (w) =>
      fuzz(
        w,
        fc.record(
          {
            ...accountFields,
            id: idOf(w, "account", w.a.seed.account2),
            // Mostly the seeded accounts' own currency, which may not change once used.
            currency: fc.oneof({ weight: 4, arbitrary: fc.constant("USD" as const) }, currency),
            type: fc.oneof(
              { weight: 2, arbitrary: fc.constant("bank" as const) },
              accountFields.type,
            ),
          },
          { requiredKeys: [...accountRequired, "id"] },
        ),
        (as, x) => as.mutation(api.accounts.update, x),
        LEDGER,
      ),
  ],
  [
    "accounts:remove",
    (w) =>
      fuzz(
        w,
        fc.record({ id: idOf(w, "account2") }),
        (as, x) => as.mutation(api.accounts.remove, x),
        LEDGER,
      ),
  ],
  [
    "transactions:create",
    (w) =>
      fuzz(
        w,
        fc.record(entryFields(w), {
          requiredKeys: ["accountId", "kind", "amount", "date", "category"],
        }),
        (as, x) => as.mutation(api.transactions.create, x),
        LEDGER,
      ),
  ],
  [
    "transactions:update",
    (w) => {
      const { accountId: _unused, ...fields } = entryFields(w);
      return fuzz(
        w,
        fc.record(
          { ...fields, id: idOf(w, "transaction", w.a.seed.transfer) },
          { requiredKeys: ["id", "kind", "amount", "date", "category"] },
        ),
        (as, x) => as.mutation(api.transactions.update, x),
        LEDGER,
      );
    },
  ],
  [
    "transactions:remove",
    (w) =>
      fuzz(
        w,
        fc.record({ id: idOf(w, "transaction", w.a.seed.transfer) }),
        (as, x) => as.mutation(api.transactions.remove, x),
        LEDGER,
      ),
  ],
  [
    "transactions:createTransfer",
    (w) =>
      fuzz(
        w,
        fc.record(
          {
            fromAccountId: idOf(w, "account", w.a.seed.account2),
            toAccountId: idOf(w, "account2", w.a.seed.account),
            amount,
            date: fc.oneof(recentDate, isoDate),
            category,
            notes: text,
          },
          { requiredKeys: ["fromAccountId", "toAccountId", "amount", "date"] },
        ),
        (as, x) => as.mutation(api.transactions.createTransfer, x),
        LEDGER,
      ),
  ],
  [
    "transactions:updateTransfer",
    (w) =>
      fuzz(
        w,
        fc.record(
          {
            id: idOf(w, "transfer", w.a.seed.transaction),
            amount,
            date: fc.oneof(recentDate, isoDate),
            category,
            notes: text,
          },
          { requiredKeys: ["id", "amount", "date"] },
        ),
        (as, x) => as.mutation(api.transactions.updateTransfer, x),
        LEDGER,
      ),
  ],
  [
    "exchangeRates:upsert",
    (w) =>
      fuzz(w, fc.record({ base: currency, quote: currency, rate }), (as, x) =>
        as.mutation(api.exchangeRates.upsert, x),
      ),
  ],
  [
    "exchangeRates:remove",
    (w) =>
      fuzz(w, fc.record({ id: idOf(w, "rate") }), (as, x) =>
        as.mutation(api.exchangeRates.remove, x),
      ),
  ],
];

runFuzzCases(cases);
