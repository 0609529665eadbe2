/**
 * The authorization matrix: for every public Convex function, how it refuses a signed-out
 * caller and another user's ids. authorization.test.ts finds every public function in
 * convex/ and fails when one has no entry here, then exercises each entry: the signed-out call
 * with these arguments, and the call as user B with user A's ids.
 *
 * - signedOut: "UNAUTHENTICATED", or { publicByDesign: why } for what a guest must reach.
 * - otherUser: "NOT_FOUND" (the call as B with A's ids in `args` is refused as if the document
 *   did not exist), "no ids taken" (checked: the argument validator holds no v.id), or
 *   { code, why } for a function refusing with another code.
 */
import { open, owned, TODAY, user, type MatrixEntry } from "./authorization.entry";
import { PEOPLE_ENTRIES } from "./authorization.people";

export type { MatrixEntry, Seed } from "./authorization.entry";
export { ROLE_RULES } from "./authorization.people";

const account = {
  name: "Bank",
  type: "bank",
  currency: "USD",
  initialBalance: 0,
};
const entry = { kind: "expense", amount: 100, date: TODAY, category: "food" };
const plan = { name: "Trip", kind: "goal", targetAmount: 1000, currency: "USD" };
const schedule = { kind: "expense", amount: 100, frequency: "monthly", startDate: TODAY };
const report = { from: "2024-01", to: "2024-06" };

export const AUTHORIZATION_MATRIX: Record<string, MatrixEntry> = {
  "accountDeletion:deleteMyAccount": user(),

  "imports:matches": owned((s) => ({ accountId: s.account, keys: [], fitIds: [], payees: [] })),
  "imports:start": owned((s) => ({
    accountId: s.account,
    fileName: "a.csv",
    format: "csv",
    encoding: "utf-8",
    total: 0,
  })),
  "imports:addChunk": owned((s) => ({ importId: s.import, rows: [] })),
  "imports:finish": owned((s) => ({ importId: s.import, duplicates: 0, cancelled: false })),
  "imports:undo": owned((s) => ({ importId: s.import })),
  "imports:list": owned((s) => ({ accountId: s.account })),
  "imports:mapping": owned((s) => ({ accountId: s.account })),

  "dataExport:profile": user(),
  "dataExport:page": user(() => ({
    table: "accounts",
    paginationOpts: { numItems: 10, cursor: null },
  })),
  "dataRestore:canRestore": user(),
  "dataRestore:begin": user(),
  "dataRestore:finish": user(),
  // Takes no ids: it ends only the caller's own restore (portability.lifecycle.test.ts).
  "dataRestore:cancel": user(),
  "dataRestore:insert": {
    signedOut: "UNAUTHENTICATED",
    otherUser: {
      code: "RESTORE_NOT_STARTED",
      why: "B has no restore running; with one running, A's ids are refused as NOT_FOUND (portability.test.ts)",
    },
    args: (s) => ({ table: "transactions", docs: [{ accountId: s.account, amount: 1 }], first: 0 }),
  },
  "dataRestore:linkTransfers": {
    signedOut: "UNAUTHENTICATED",
    otherUser: {
      code: "RESTORE_NOT_STARTED",
      why: "B has no restore running; with one running, A's ids are refused as NOT_FOUND (portability.test.ts)",
    },
    args: (s) => ({ pairs: [{ a: s.transfer, b: s.transaction }] }),
  },

  "accounts:list": user(() => ({ today: TODAY })),
  "accounts:get": owned((s) => ({ id: s.account, today: TODAY })),
  "accounts:create": user(() => account),
  "accounts:update": owned((s) => ({ id: s.account, ...account })),
  "accounts:remove": owned((s) => ({ id: s.account })),
  "accounts:setForecast": owned((s) => ({ id: s.account, floor: 0, excluded: false })),
  "accounts:summary": user(),

  "investments:record": owned((s) => ({
    accountId: s.account,
    date: TODAY,
    kind: "dividend",
    symbol: "VWCE",
    amount: 100,
  })),
  "investments:removeTrade": owned((s) => ({ id: s.trade })),
  "investments:setPrice": user(() => ({
    symbol: "VWCE",
    date: TODAY,
    price: "101.5",
    currency: "EUR",
  })),
  "investments:setMargin": owned((s) => ({ accountId: s.account, allowMargin: true })),
  "investments:holdings": owned((s) => ({ accountId: s.account })),
  "investments:summary": owned((s) => ({ accountId: s.account })),
  "investments:trades": owned((s) => ({ accountId: s.account })),
  "investments:performance": owned((s) => ({ accountId: s.account, today: TODAY })),

  "advisor:insights": user(() => ({ today: TODAY })),
  // Insight ids are derived keys looked up under the caller's own userId, not document ids.
  "advisor:dismiss": user(() => ({ id: "overspending:food:2024-06" })),
  "advisor:snooze": user(() => ({ id: "overspending:food:2024-06", until: "2024-07-01" })),
  "advisor:restore": user(() => ({ id: "overspending:food:2024-06" })),
  "advisor:canAfford": owned((s) => ({
    amount: 100,
    currency: "USD",
    accountId: s.account,
    today: TODAY,
  })),
  "advisor:chatAvailable": user(),
  "advisor:subscriptions": user(() => ({ today: TODAY })),
  "advisor:makeSchedule": user(() => ({ key: "payee:streamly", today: TODAY })),
  "advisor:forecast": user(() => ({ days: 30, today: TODAY })),
  "advisor:payoffPlan": user(() => ({ strategy: "avalanche", extraPerMonth: 0, today: TODAY })),

  "auth:signIn": open("signing in is what a guest does; a wrong password is refused", () => ({
    provider: "password",
    params: { email: "nobody@example.com", password: "not-the-one", flow: "signIn" },
  })),
  "auth:signOut": open("signing out without a session does nothing"),
  "auth:isAuthenticated": open("answers false for a guest"),
  "auth:googleEnabled": open("the sign-in page asks before anyone is signed in"),

  "budgets:month": user(() => ({ month: "2024-06", today: TODAY })),
  "budgets:set": owned((s) => ({ month: "2024-06", scope: s.category, amount: 100 })),
  "budgets:remove": owned((s) => ({ id: s.budget })),
  "budgets:setRollover": owned((s) => ({ id: s.budget, rollover: true })),
  "budgets:copyFromPreviousMonth": user(() => ({ month: "2024-07" })),
  "budgets:envelope": user(() => ({ month: "2024-06", today: "2024-06-15" })),
  "budgets:assign": owned((s) => ({ month: "2024-06", category: s.category, amount: 100 })),
  "budgets:move": owned((s) => ({ month: "2024-06", from: "food", to: s.category, amount: 100 })),
  "budgets:setEnvelopeOptions": owned((s) => ({ category: s.category, keepNegative: true })),
  "budgets:setEnvelopeAccount": owned((s) => ({ accountId: s.account, included: false })),
  "budgets:moveReady": owned((s) => ({
    month: "2024-06",
    today: TODAY,
    category: s.category,
    amount: 100,
    direction: "toReady",
  })),
  "budgets:quickAssign": owned((s) => ({
    month: "2024-06",
    today: TODAY,
    mode: "lastSpent",
    category: s.category,
  })),
  "budgets:assignMany": owned((s) => ({
    month: "2024-06",
    amounts: [{ category: s.category, amount: 100 }],
  })),

  "envelopeGroups:create": user(() => ({ name: "Fun" })),
  "envelopeGroups:rename": owned((s) => ({ id: s.envelopeGroup, name: "Fixed bills" })),
  "envelopeGroups:move": owned((s) => ({ id: s.envelopeGroup, direction: "up" })),
  "envelopeGroups:remove": owned((s) => ({ id: s.envelopeGroup })),
  "envelopeGroups:setCategoryGroup": owned((s) => ({
    category: "food",
    group: s.envelopeGroup,
  })),
  // Folding is per person: a member of the household folds the household's group for
  // themselves (ROLE_RULES), another person gets NOT_FOUND for a group of books not theirs.
  "envelopeGroups:setCollapsed": owned((s) => ({ group: s.envelopeGroup, collapsed: true })),

  "chat:threads": user(),
  "chat:messages": owned((s) => ({ threadId: s.thread })),
  // The model must be configured, or CHAT_UNAVAILABLE comes before the thread is looked up;
  // the ownership check runs before any request is sent.
  "chat:send": owned((s) => ({ threadId: s.thread, content: "Hi", language: "en", today: TODAY }), {
    LLM_BASE_URL: "http://127.0.0.1:9",
    LLM_MODEL: "none",
  }),
  "chat:remove": owned((s) => ({ threadId: s.thread })),

  "emailVerification:resend": user(() => ({ language: "en" })),
  "emailVerification:confirm": {
    signedOut: {
      publicByDesign:
        "the e-mailed link usually opens in a tab that is not signed in; the unguessable, single-use token is the proof, and it verifies only the address it was sent to",
    },
    otherUser: {
      code: "INVALID_LINK",
      why: "takes an e-mailed token, no ids; an unknown token is refused like a bad link",
    },
    args: () => ({ token: "0".repeat(64) }),
  },

  "notifications:list": user(() => ({ limit: 10 })),
  // Takes the id as a string: A's notification id is NOT_FOUND for B (notifications.test.ts).
  "notifications:markRead": user(() => ({ id: "not-an-id" })),
  "notifications:markAllRead": user(),
  "notifications:preferences": user(),
  "notifications:savePreferences": user(() => ({
    kinds: {
      bill_due: { inApp: true, email: false },
      low_balance_ahead: { inApp: true, email: true },
      budget_exceeded: { inApp: true, email: false },
      large_transaction: { inApp: false, email: false },
      bank_attention: { inApp: true, email: true },
    },
    billDays: 3,
    weeklySummary: false,
  })),
  "notifications:unsubscribe": {
    signedOut: {
      publicByDesign:
        "the e-mailed unsubscribe link opens signed out; the HMAC-signed token names one person and one kind and can only turn that kind's e-mail off",
    },
    otherUser: {
      code: "INVALID_LINK",
      why: "takes a signed token, no ids; a token that is not signed by the deployment is refused",
    },
    args: () => ({ token: "someone.bill_due.AAAA" }),
  },

  "sampleData:status": user(),
  "sampleData:preview": user(),
  "sampleData:create": user(() => ({ language: "en", currency: "USD", today: TODAY })),
  "sampleData:remove": user(),

  "exchangeRates:list": user(),
  "exchangeRates:upsert": user(() => ({ base: "EUR", quote: "USD", rate: 1.1 })),
  "exchangeRates:remove": owned((s) => ({ id: s.rate })),
  "exchangeRates:refreshReferenceRates": user(),

  "plans:list": user(() => ({ today: TODAY })),
  "plans:get": owned((s) => ({ id: s.plan, today: TODAY })),
  "plans:create": owned((s) => ({ ...plan, targetDate: "2030-01-01", accountId: s.account })),
  "plans:update": owned((s) => ({ id: s.plan, ...plan, targetDate: "2030-01-01" })),
  "plans:remove": owned((s) => ({ id: s.plan })),
  "plans:contribute": owned((s) => ({ planId: s.plan, amount: 100, date: TODAY })),
  "plans:removeContribution": owned((s) => ({ id: s.contribution })),

  "preferences:get": user(),
  "preferences:ensure": user(() => ({ language: "en" })),
  "preferences:save": user(() => ({ darkMode: true })),
  "preferences:health": open("the connectivity check answers before sign-in too"),

  "profile:get": user(),
  "profile:updateName": user(() => ({ name: "Ann" })),
  "profile:changePassword": user(() => ({
    currentPassword: "secret-42",
    newPassword: "secret-43",
  })),

  "reports:spendingByCategory": owned((s) => ({ ...report, accountIds: [s.account] })),
  "reports:incomeVsExpenses": owned((s) => ({ ...report, accountIds: [s.account] })),
  "reports:cashFlow": owned((s) => ({ ...report, today: "2024-07-01", accountIds: [s.account] })),
  "reports:netWorthOverTime": owned((s) => ({ ...report, accountIds: [s.account] })),
  "reports:tagTotals": owned((s) => ({ ...report, accountIds: [s.account] })),

  "schedules:list": user(),
  "schedules:get": owned((s) => ({ id: s.schedule })),
  "schedules:create": owned((s) => ({ ...schedule, accountId: s.account })),
  "schedules:update": owned((s) => ({
    id: s.schedule,
    today: TODAY,
    ...schedule,
    accountId: s.account,
  })),
  "schedules:remove": owned((s) => ({ id: s.schedule })),
  "schedules:createFromAccount": owned((s) => ({
    accountId: s.account2,
    fromAccountId: s.account,
    today: TODAY,
  })),
  "schedules:upcoming": user(() => ({ today: TODAY })),
  "schedules:catchUp": user(() => ({ today: TODAY })),
  "schedules:postNow": owned((s) => ({ id: s.schedule, date: TODAY })),
  "schedules:skip": owned((s) => ({ id: s.schedule, date: TODAY })),
  "schedules:editOccurrence": owned((s) => ({ id: s.schedule, date: TODAY, amount: 50 })),
  "schedules:resetOccurrence": owned((s) => ({ id: s.schedule, date: TODAY })),

  "transactions:list": owned((s) => ({
    accountId: s.account,
    paginationOpts: { numItems: 10, cursor: null },
  })),
  "transactions:listAll": owned((s) => ({
    category: s.category,
    paginationOpts: { numItems: 10, cursor: null },
  })),
  "transactions:recent": owned((s) => ({ accountId: s.account, count: 30 })),
  "transactions:searchIsPartial": owned((s) => ({ accountId: s.account, notes: "rent" })),
  "transactions:get": owned((s) => ({ id: s.transaction })),
  "transactions:tags": user(),
  "transactions:create": owned((s) => ({ accountId: s.account, ...entry })),
  "transactions:update": owned((s) => ({ id: s.transaction, ...entry })),
  "transactions:remove": owned((s) => ({ id: s.transaction })),
  "transactions:createTransfer": owned((s) => ({
    fromAccountId: s.account,
    toAccountId: s.account2,
    amount: 100,
    date: TODAY,
  })),
  "transactions:updateTransfer": owned((s) => ({ id: s.transfer, amount: 100, date: TODAY })),
  "transactions:unpair": owned((s) => ({ id: s.transfer })),
  "transactions:pairCandidates": owned((s) => ({ id: s.transaction })),
  "transactions:pair": owned((s) => ({ a: s.transaction, b: s.transfer })),
  "bulk:recategorize": owned((s) => ({ ids: [s.transaction], category: "transportation" })),
  "bulk:remove": owned((s) => ({ ids: [s.transaction, s.transfer] })),
  "bulk:undo": owned((s) => ({ undoId: s.undo })),
  "bulk:recategorizeMatching": owned((s) => ({
    accountId: s.account,
    cursor: null,
    category: "transportation",
  })),
  "bulk:removeMatching": owned((s) => ({ accountId: s.account, cursor: null })),
  "bulk:edit": owned((s) => ({ ids: [s.transaction], payee: "Market", addTags: ["x"] })),
  "bulk:editMatching": owned((s) => ({ accountId: s.account, cursor: null, addTags: ["x"] })),
  "payees:suggest": user(() => ({ prefix: "co" })),
  "payees:list": user(() => ({ paginationOpts: { numItems: 10, cursor: null } })),
  "payees:usual": user(() => ({ name: "Corner shop" })),
  "payees:rename": owned((s) => ({ id: s.payee, name: "Corner store" })),
  "payees:merge": owned((s) => ({ sourceId: s.payee, targetId: s.payee2 })),
  "rules:list": user(),
  "categories:list": user(),
  "categories:retired": user(),
  "categories:create": user(() => ({ name: "Garden" })),
  "categories:update": owned((s) => ({ id: s.category, name: "Animals" })),
  "categories:remove": owned((s) => ({ id: s.category, moveTo: "other" })),
  "rules:suggestions": user(),
  "rules:create": owned((s) => ({
    field: "payee",
    op: "equals",
    text: "Bakery",
    accountId: s.account,
    setCategory: "food",
  })),
  "rules:update": owned((s) => ({
    id: s.rule,
    field: "payee",
    op: "equals",
    text: "Bakery",
    addTag: "bread",
  })),
  "rules:remove": owned((s) => ({ id: s.rule })),
  "rules:dismissSuggestion": owned((s) => ({ payeeId: s.payee })),
  "rules:guess": owned((s) => ({ accountId: s.account, payee: "Corner shop" })),
  "rules:preview": owned((s) => ({ id: s.rule, paginationOpts: { numItems: 10, cursor: null } })),
  "rules:applyToExisting": owned((s) => ({ id: s.rule, cursor: null })),
  "reconciliation:setCleared": owned((s) => ({ id: s.transaction, cleared: true })),
  "reconciliation:setClearedMany": owned((s) => ({ ids: [s.transaction], cleared: true })),
  "reconciliation:summary": owned((s) => ({ accountId: s.account, statementDate: TODAY })),
  "reconciliation:finish": owned((s) => ({
    accountId: s.account,
    statementDate: TODAY,
    statementBalance: 0,
  })),

  "users:viewer": open("the shell asks who is signed in; a guest gets null"),

  "bankConnections:connect": user(() => ({ setupToken: "bm90IGEgdG9rZW4=" })),
  "bankConnections:list": user(),
  "bankConnections:demoToken": user(),
  "bankConnections:link": owned((s) => ({
    connectionId: s.bankConnection,
    externalId: "acc-1",
    accountId: s.account,
  })),
  "bankConnections:adjust": owned((s) => ({
    connectionId: s.bankConnection,
    externalId: "acc-2",
    today: TODAY,
  })),
  "bankConnections:sync": owned((s) => ({ connectionId: s.bankConnection })),
  "bankConnections:remove": owned((s) => ({ connectionId: s.bankConnection })),
  "bankConnections:unlink": owned((s) => ({ connectionId: s.bankConnection, externalId: "acc-2" })),
  "bankConnections:reconnect": owned((s) => ({
    connectionId: s.bankConnection,
    setupToken: "bm90IGEgdG9rZW4=",
  })),
  "bankConnections:institutions": user(() => ({ country: "DE" })),
  "bankConnections:startAuthorization": user(() => ({
    provider: "enablebanking",
    institution: { name: "Lindenbank Demo", country: "DE" },
    redirectUrl: "https://app.example/accounts",
  })),
  // Takes no ids: a state is looked up for the caller alone (enableBanking.test.ts: another
  // person's state is BANK_STATE_MISMATCH).
  "bankConnections:completeAuthorization": user(() => ({ code: "c", state: "s" })),
  "users:signInState": open("the shell asks where a caller stands; a guest gets signedOut"),
  ...PEOPLE_ENTRIES,
};
