/**
 * Error codes thrown by Convex functions as `ConvexError({ code })`.
 * The UI translates each code with `t('errors.<code>')`; raw server text never reaches the user.
 */
export const ERROR_CODES = [
  "UNAUTHENTICATED",
  "EMAIL_NOT_VERIFIED",
  "NOT_FOUND",
  "FORBIDDEN",
  /** A change asked for by a viewer of the open household: viewers read, they never write. */
  "VIEWER_READ_ONLY",
  /** Managing the household's members (invite, roles, removal, its name) by an editor or viewer. */
  "OWNERS_ONLY",
  "INVALID_ARGUMENT",
  "INVALID_AMOUNT",
  "INVALID_CURRENCY",
  "INVALID_DAY",
  "INVALID_DATE",
  "INVALID_EMAIL",
  "PASSWORD_TOO_SHORT",
  "REQUIRED",
  "NAME_TOO_LONG",
  "MISSING_RATE",
  "SAME_ACCOUNT",
  "INVALID_RATE",
  /** A card's or loan's interest rate outside 0–1,000 % a year or with over two decimals. */
  "INVALID_INTEREST_RATE",
  /** "Make schedule" for a regular charge the history no longer shows (or never showed). */
  "RECURRING_NOT_FOUND",
  "RATES_UNAVAILABLE",
  "NOTES_TOO_LONG",
  /** A device's idempotency key (`clientId`) longer than CLIENT_ID_MAX_LENGTH (shared/clientIds.ts). */
  "CLIENT_ID_TOO_LONG",
  "CURRENCY_LOCKED",
  "RATE_LIMITED",
  "INVALID_CREDENTIALS",
  "EMAIL_IN_USE",
  "INVALID_LINK",
  "INTERNAL",
  /** A scheduled occurrence that is already posted cannot be skipped, edited or posted again. */
  "OCCURRENCE_POSTED",
  /** A report over so much history that it would exceed the per-query read budget. */
  "REPORT_TOO_LARGE",
  /** Too many schedules or plans for one user. */
  "LIMIT_REACHED",
  /** The advisor chat has no language model configured (LLM_BASE_URL / LLM_MODEL unset). */
  "CHAT_UNAVAILABLE",
  /** The language model did not answer or answered with something unusable. */
  "CHAT_FAILED",
  /** A chat message longer than the advisor accepts. */
  "MESSAGE_TOO_LONG",
  /** An amount, balance, monthly total, budget or plan beyond MAX_AMOUNT (shared/money.ts). */
  "AMOUNT_TOO_LARGE",
  /** A name with control or bidi characters (shared/text.ts). */
  "INVALID_NAME",
  /** Notes or a description with control or bidi characters (shared/text.ts). */
  "INVALID_TEXT",
  /** A password made only of spaces. */
  "PASSWORD_BLANK",
  /** A password longer than PASSWORD_MAX_LENGTH (shared/validation.ts). */
  "PASSWORD_TOO_LONG",
  /** A statement file in another currency than the account it is imported into. */
  "IMPORT_CURRENCY_MISMATCH",
  /** A chunk or finish for an import that already ended (done, cancelled or undone). */
  "IMPORT_NOT_RUNNING",
  /** A restore into an account that already holds data. */
  "RESTORE_NOT_EMPTY",
  /** Sample data asked for while a sample is already there (remove it first). */
  "SAMPLE_PRESENT",
  /** Two rows paired by hand that do not mirror each other (money out and in, same amount). */
  "TRANSFER_MISMATCH",
  /** Restore chunks sent without starting a restore first (or after it was cancelled). */
  "RESTORE_NOT_STARTED",
  /** A restore begun while another one is running or its leftovers are being removed. */
  "RESTORE_RUNNING",
  /**
   * A row of a backup that a create path would refuse; `table`, `row` (its position in the
   * table) and `reason` (the create path's own code) say which and why.
   */
  "RESTORE_ROW_INVALID",
  /** A change to a reconciled transaction sent without `allowReconciled: true`. */
  "TRANSACTION_RECONCILED",
  /** Finishing a reconciliation while the cleared balance differs from the statement's. */
  "RECONCILE_DIFFERENCE",
  /** The parts of a split transaction do not add up to its amount, to the minor unit. */
  "SPLIT_MISMATCH",
  /** Renaming a payee to the name of another of the user's payees (merge them instead). */
  "PAYEE_EXISTS",
  /** A category name the user already has (case-insensitively). */
  "CATEGORY_EXISTS",
  /** A category group name the user already has in the envelope budget (case-insensitively). */
  "GROUP_EXISTS",
  /** Moving more from Ready to Assign into a category than Ready to Assign holds. */
  "NOT_ENOUGH_READY_TO_ASSIGN",
  /** Moving more from a category back to Ready to Assign than the category has available. */
  "NOT_ENOUGH_AVAILABLE",
  /** A schedule starting more than MAX_START_YEARS_BACK years ago (shared/recurrence.ts). */
  "START_TOO_EARLY",
  /** A transfer whose amount, converted into the receiving account's currency, is beyond MAX_AMOUNT. */
  "CONVERTED_TOO_LARGE",
  /** A posting that would take an account's balance beyond ±MAX_AMOUNT. */
  "BALANCE_TOO_LARGE",
  /** A secret to store while the deployment has no SECRETS_ENCRYPTION_KEY (model/secrets). */
  "SECRETS_KEY_MISSING",
  /** A bank setup token that is not a token at all (not base64 of an https, or loopback, URL). */
  "BANK_TOKEN_INVALID",
  /** The bank refused the setup token: it was claimed before (they work once) or revoked. */
  "BANK_TOKEN_USED",
  /** The bank refused our access (revoked or expired): the user connects again. */
  "BANK_RECONNECT_NEEDED",
  /** The bank answered with a message of its own (shown beside the connection). */
  "BANK_MESSAGE",
  /** The bank did not answer in time, or could not be reached. */
  "BANK_UNREACHABLE",
  /** The bank answered with something that is not what its protocol promises. */
  "BANK_BAD_RESPONSE",
  /** Linking a bank account to an account of another currency. */
  "BANK_CURRENCY_MISMATCH",
  /** Linking an account already fed by another bank account. */
  "BANK_ALREADY_LINKED",
  /**
   * Claiming a setup token failed, whatever answered (used, refused, unreachable, a host the
   * server may not contact): one code, so a token cannot be used to probe networks.
   */
  "BANK_CLAIM_FAILED",
  /** The person who connected the bank left the household: its access is deleted. */
  "BANK_OWNER_LEFT",
  /** The deployment has no Enable Banking application (ENABLE_BANKING_* not set, or a bad key). */
  "BANK_NOT_CONFIGURED",
  /** Back from the bank with a `state` we did not send (or not to this person): nothing opened. */
  "BANK_STATE_MISMATCH",
  /** An authorisation code already exchanged (a reload, a second tab): it works once. */
  "BANK_CODE_USED",
  /** The person cancelled or the bank refused at its own authorisation page. */
  "BANK_AUTH_DENIED",
  /** The consent ended (its valid_until passed, or the bank closed the session): renew it. */
  "BANK_CONSENT_EXPIRED",
  /** The bank asks us to wait (`retryAfter` in milliseconds); nothing was changed. */
  "BANK_RATE_LIMITED",
  /** The bank's service answered with an error of its own (5xx); nothing was changed. */
  "BANK_SERVER_ERROR",
  /** Only the person who connected a bank may renew or remove it (it is their access). */
  "BANK_CONNECTOR_ONLY",
  /** Renewing with what belongs to the other provider (a setup token for a PSD2 bank, say). */
  "BANK_WRONG_PROVIDER",
  /** A session of a user with two-factor on that has not given a code yet (security.totpVerify). */
  "TWO_FACTOR_REQUIRED",
  /** A two-factor or recovery code that is wrong, expired or already used. */
  "INVALID_CODE",
  /** Turning two-factor on while it is already on (turn it off first). */
  "TWO_FACTOR_ENABLED",
  /** Two-factor is off (or not set up yet) for what needs it on. */
  "TWO_FACTOR_DISABLED",
  /** Something that needs the password or a code again: the last one is over 10 minutes old. */
  "REAUTH_REQUIRED",
  /**
   * Too many wrong two-factor codes: the app's codes are not checked for a while
   * (`retryAfter` in milliseconds); recovery codes still work.
   */
  "TWO_FACTOR_LOCKED",
  /** Envelope budgeting: income cannot be assigned or moved; it goes to Ready to Assign. */
  "NOT_SPENDING_CATEGORY",
  /** An owner leaving (or stepping down from) a household others still use without another owner. */
  "HOUSEHOLD_OWNER_MUST_HAND_OVER",
  /** An invitation for another address than the signed-in user's. */
  "INVITATION_WRONG_ADDRESS",
  /** Inviting someone who already belongs to the household. */
  "ALREADY_MEMBER",
  /** Demoting or removing an owner who joined the household before the caller. */
  "HOUSEHOLD_EARLIER_OWNER",
  /** Selling more units of a holding than the account holds. */
  "OVERSELL",
  /** A buy that would take an investment account's cash below zero without margin allowed. */
  "INSUFFICIENT_CASH",
  /** A trade or holding recorded in an account that is not an investment account. */
  "NOT_INVESTMENT_ACCOUNT",
  /** A quantity or unit price that is not a positive decimal with at most 8 places. */
  "INVALID_QUANTITY",
  "INVALID_PRICE",
  /** A ticker that is empty, too long or has characters tickers do not use. */
  "INVALID_SYMBOL",
  /** A trade removed from a holding with more trades than one removal can replay. */
  "TOO_MANY_TRADES",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && (ERROR_CODES as readonly string[]).includes(value);
}

/** Extracts a known error code from anything thrown by a Convex call. */
export function errorCodeOf(error: unknown): ErrorCode {
  if (typeof error === "object" && error !== null && "data" in error) {
    const data = (error as { data: unknown }).data;
    if (typeof data === "object" && data !== null && "code" in data) {
      const code = (data as { code: unknown }).code;
      if (isErrorCode(code)) return code;
    }
  }
  return "INTERNAL";
}
