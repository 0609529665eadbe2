/**
 * Reading a SimpleFIN account set (the JSON of GET /accounts) without trusting it: anything
 * that is not the promised shape is BANK_BAD_RESPONSE; odd transactions are skipped, not fatal.
 */
import {
  BankError,
  type BankAccountData,
  type BankSnapshot,
  type BankTransaction,
} from "./provider";
import { holdingsOf } from "../investments/bankHoldings";

const MAX_ACCOUNTS = 50;
const MAX_TEXT = 500;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function text(value: unknown): string | undefined {
  return typeof value === "string" ? value.slice(0, MAX_TEXT) : undefined;
}

function seconds(value: unknown): number | undefined {
  const n = typeof value === "string" ? Number(value) : value;
  return typeof n === "number" && Number.isFinite(n) && n >= 0 ? Math.floor(n) : undefined;
}

function transactionOf(raw: unknown): BankTransaction | null {
  if (!isObject(raw)) return null;
  const id = text(raw.id);
  const amount = typeof raw.amount === "number" ? String(raw.amount) : text(raw.amount);
  const posted = seconds(raw.posted) ?? 0;
  if (!id || amount === undefined) return null;
  const pending = raw.pending === true || posted === 0;
  return {
    id,
    posted,
    amount,
    description: text(raw.description) ?? "",
    payee: text(raw.payee),
    memo: text(raw.memo),
    transactedAt: seconds(raw.transacted_at),
    pending,
  };
}

function accountOf(raw: unknown): BankAccountData {
  if (!isObject(raw)) throw new BankError("BANK_BAD_RESPONSE");
  const externalId = text(raw.id);
  const balance = typeof raw.balance === "number" ? String(raw.balance) : text(raw.balance);
  if (!externalId || balance === undefined || !Array.isArray(raw.transactions ?? [])) {
    throw new BankError("BANK_BAD_RESPONSE");
  }
  const org = isObject(raw.org) ? (text(raw.org.name) ?? text(raw.org.domain)) : undefined;
  const transactions = ((raw.transactions ?? []) as unknown[])
    .map(transactionOf)
    .filter((tx): tx is BankTransaction => tx !== null);
  return {
    externalId,
    name: text(raw.name) ?? externalId,
    org,
    currency: text(raw.currency) ?? "",
    balance,
    transactions,
  };
}

export function parseSnapshot(body: unknown): BankSnapshot {
  if (!isObject(body) || !Array.isArray(body.accounts)) throw new BankError("BANK_BAD_RESPONSE");
  const messages = Array.isArray(body.errors)
    ? body.errors.map(text).filter((m): m is string => m !== undefined && m.trim() !== "")
    : [];
  const accounts = body.accounts.slice(0, MAX_ACCOUNTS);
  return { accounts: accounts.map(accountOf), messages, holdings: holdingsOf(accounts) };
}
