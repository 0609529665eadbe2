/**
 * Fuzzing payees, rules, own categories and bulk payee/tag edits: FUZZ_RUNS generated inputs
 * each, as user A, with ids of A's and of B's documents. A refusal carries a known code and
 * writes nothing; an accepted call keeps balances, rollups, tags and payee rows consistent.
 */
import fc from "fast-check";
import { api } from "../../_generated/api";
import {
  amount,
  category,
  fuzz,
  idOf,
  runFuzzCases,
  text,
  type FuzzCase,
  type World,
} from "../../testing/fuzz.testkit";

const LEDGER = { ledger: true };

/** A built-in category, or A's own, or B's (which A must not be able to use). */
const anyCategory = (w: World) => fc.oneof(category, idOf(w, "category"));

const ruleFields = (w: World) => ({
  field: fc.constantFrom("payee" as const, "notes" as const),
  op: fc.constantFrom("contains" as const, "equals" as const),
  text,
  minAmount: amount,
  maxAmount: amount,
  accountId: idOf(w, "account", w.a.seed.account2),
  setCategory: anyCategory(w),
  setPayee: text,
  addTag: text,
});
const ruleRequired = ["field", "op", "text"] as const;

const cases: FuzzCase[] = [
  [
    "rules:create",
    (w) =>
      fuzz(w, fc.record(ruleFields(w), { requiredKeys: [...ruleRequired] }), (as, x) =>
        as.mutation(api.rules.create, x),
      ),
  ],
  [
    "rules:update",
    (w) =>
      fuzz(
        w,
        fc.record(
          { ...ruleFields(w), id: idOf(w, "rule") },
          { requiredKeys: [...ruleRequired, "id"] },
        ),
        (as, x) => as.mutation(api.rules.update, x),
      ),
  ],
  [
    "rules:applyToExisting",
    (w) =>
      fuzz(
        w,
        fc.record({
          id: idOf(w, "rule"),
          includeHandEdited: fc.boolean(),
          cursor: fc.constant(null),
        }),
        (as, x) => as.mutation(api.rules.applyToExisting, x),
        LEDGER,
      ),
  ],
  [
    "payees:rename",
    (w) =>
      fuzz(
        w,
        fc.record({ id: idOf(w, "payee", w.a.seed.payee2), name: text }),
        (as, x) => as.mutation(api.payees.rename, x),
        LEDGER,
      ),
  ],
  [
    "payees:merge",
    (w) =>
      fuzz(
        w,
        fc.record({ sourceId: idOf(w, "payee2"), targetId: idOf(w, "payee", w.a.seed.payee2) }),
        (as, x) => as.mutation(api.payees.merge, x),
        LEDGER,
      ),
  ],
  [
    "categories:create",
    (w) =>
      fuzz(w, fc.record({ name: text, group: text }, { requiredKeys: ["name"] }), (as, x) =>
        as.mutation(api.categories.create, x),
      ),
  ],
  [
    "categories:remove",
    (w) =>
      fuzz(
        w,
        fc.record({ id: idOf(w, "category"), moveTo: anyCategory(w) }),
        (as, x) => as.mutation(api.categories.remove, x),
        LEDGER,
      ),
  ],
  [
    "bulk:edit",
    (w) =>
      fuzz(
        w,
        fc.record(
          {
            ids: fc.subarray([w.a.seed.transaction, w.a.seed.transfer, w.b.seed.transaction], {
              minLength: 1,
            }),
            category: anyCategory(w),
            payee: text,
            addTags: fc.array(text, { maxLength: 12 }),
            removeTags: fc.array(text, { maxLength: 3 }),
          },
          { requiredKeys: ["ids"] },
        ),
        (as, x) => as.mutation(api.bulk.edit, x),
        LEDGER,
      ),
  ],
];

runFuzzCases(cases);
