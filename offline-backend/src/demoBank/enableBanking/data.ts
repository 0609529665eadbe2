/**
 * The demo Enable Banking server's made-up banks: a handful in several countries, each with
 * accounts that keep their IBAN from one consent to the next (so a renewal finds its links),
 * EUR accounts and one in CHF, about four months of everyday transactions. Everything is
 * derived from the calendar day, so a later read sees the same rows plus newer days.
 * Card purchases carry no entry reference (many banks send none): the app tells them apart by
 * amount, date and counterparty. The last two days' card purchases are pending (PDNG) until the
 * account has been read a few times, then booked a day later under a reference.
 */
const DAY_MS = 86_400_000;
const HISTORY_DAYS = 120;

export interface DemoAspsp {
  name: string;
  country: string;
  /** Longest consent, in seconds (maximum_consent_validity). */
  maxConsentSeconds: number;
  accounts: DemoEbAccount[];
}

export interface DemoEbAccount {
  key: string;
  iban: string;
  name: string;
  currency: string;
  opening: number;
  /** Extra rows a day: the volume bank's archive account (10,000 rows over its history). */
  volumePerDay?: number;
}

const account = (
  key: string,
  iban: string,
  name: string,
  currency = "EUR",
  opening = 1800,
): DemoEbAccount => ({ key, iban, name, currency, opening });

export const DEMO_ASPSPS: DemoAspsp[] = [
  {
    name: "Aurora Demo Pankki",
    country: "FI",
    maxConsentSeconds: 180 * 86_400,
    accounts: [
      account("fi-chk", "FI2112345600000785", "Käyttötili"),
      account("fi-sav", "FI5542345670000081", "Säästötili", "EUR", 4200),
    ],
  },
  {
    name: "Lindenbank Demo",
    country: "DE",
    maxConsentSeconds: 90 * 86_400,
    accounts: [
      account("de-chk", "DE89370400440532013000", "Girokonto"),
      account("de-sav", "DE27100777770209299700", "Tagesgeld", "EUR", 6000),
    ],
  },
  {
    name: "Banque Démo Lumière",
    country: "FR",
    maxConsentSeconds: 180 * 86_400,
    accounts: [account("fr-chk", "FR7630006000011234567890189", "Compte courant")],
  },
  {
    name: "Banco Demo Sol",
    country: "ES",
    maxConsentSeconds: 90 * 86_400,
    accounts: [account("es-chk", "ES9121000418450200051332", "Cuenta corriente")],
  },
  {
    name: "Alpenbank Demo",
    country: "CH",
    maxConsentSeconds: 180 * 86_400,
    accounts: [
      account("ch-chf", "CH9300762011623852957", "Privatkonto CHF", "CHF", 3500),
      account("ch-eur", "CH5604835012345678009", "Fremdwährungskonto EUR"),
    ],
  },
  {
    // A bank whose consent lasts five days: its connection asks to be renewed at once.
    name: "Kortlopend Demo Bank",
    country: "NL",
    maxConsentSeconds: 5 * 86_400,
    accounts: [account("nl-chk", "NL91ABNA0417164300", "Betaalrekening")],
  },
  {
    // Ten thousand transactions in one account: paging, and the time it takes.
    name: "Volumen Demo Bank",
    country: "DE",
    maxConsentSeconds: 90 * 86_400,
    accounts: [
      {
        ...account("de-vol", "DE02120300000000202051", "Archivkonto", "EUR", 50_000),
        // About 10,000 rows in the 91 days a first sync reads.
        volumePerDay: 110,
      },
    ],
  },
];

export interface DemoEbTransaction {
  entry_reference?: string;
  transaction_amount: { currency: string; amount: string };
  credit_debit_indicator: "CRDT" | "DBIT";
  status: "BOOK" | "PDNG";
  booking_date?: string;
  value_date: string;
  transaction_date: string;
  creditor?: { name: string };
  debtor?: { name: string };
  remittance_information: string[];
}

interface Line {
  day: number;
  key: string;
  amount: number;
  party: string;
  card?: boolean;
}

const SHOPS = ["Marché Vert", "Supermercado Norte", "Bäckerei Sonne", "K-Market Demo"];
const CAFES = ["Café Aurora", "Kaffeehaus Linde"];

function linesOf(acct: DemoEbAccount, day: number): Line[] {
  const dom = new Date(day * DAY_MS).getUTCDate();
  const lines: Line[] = [];
  const add = (key: string, amount: number, party: string, card = false) =>
    lines.push({ day, key, amount, party, card });
  if (acct.key.endsWith("sav")) {
    if (dom === 3) add("save", 250, "Transfer from current account");
    if (dom === 28) add("interest", 2.1 + (day % 4) / 10, "Interest");
  } else {
    if (dom === 1) add("salary", 2850, "Demo Employer GmbH");
    if (dom === 2) add("rent", -980, "Demo Housing Coop");
    if (dom === 14) add("power", -(48 + (day % 13)), "Demo Energy");
    if (day % 2 === 0) add("shop", -(21 + ((day * 7) % 40)) - 0.45, SHOPS[day % 4], true);
    if (day % 3 === 0) add("cafe", -(3.2 + (day % 3)), CAFES[day % 2], true);
  }
  for (let i = 0; i < (acct.volumePerDay ?? 0); i++) {
    add(
      `vol${i}`,
      -(1 + ((day * 31 + i * 7) % 90)) - 0.25,
      `Vendor ${(day + i) % 50}`,
      i % 2 === 0,
    );
  }
  return lines;
}

const isoDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const fixed = (major: number, currency: string) =>
  (Math.round(major * 100) / 100).toFixed(currency === "JPY" ? 0 : 2);

/**
 * The account's transactions from `dateFrom` to today, oldest first. `booked`: whether this
 * read sees the recent card purchases booked (a day later, under a reference) or pending.
 */
export function demoTransactions(
  acct: DemoEbAccount,
  dateFrom: string,
  now: number,
  booked: boolean,
): DemoEbTransaction[] {
  const today = Math.floor(now / DAY_MS);
  const from = Math.max(today - HISTORY_DAYS, Math.floor(Date.parse(dateFrom) / DAY_MS) || 0);
  const out: DemoEbTransaction[] = [];
  for (let day = from; day <= today; day++) {
    for (const line of linesOf(acct, day)) {
      const recent = line.card === true && today - day < 2;
      const pending = recent && !booked;
      const bookingDay = recent ? Math.min(day + 1, today) : day;
      const credit = line.amount > 0;
      out.push({
        // Card purchases carry no reference until booked; booked recent ones get one.
        ...(line.card !== true || (recent && booked)
          ? { entry_reference: `${acct.key}-${isoDay(day)}-${line.key}` }
          : {}),
        transaction_amount: {
          currency: acct.currency,
          amount: fixed(Math.abs(line.amount), acct.currency),
        },
        credit_debit_indicator: credit ? "CRDT" : "DBIT",
        status: pending ? "PDNG" : "BOOK",
        ...(pending ? {} : { booking_date: isoDay(bookingDay) }),
        value_date: isoDay(pending ? day : bookingDay),
        transaction_date: isoDay(day),
        ...(credit ? { debtor: { name: line.party } } : { creditor: { name: line.party } }),
        remittance_information: line.card ? [`CARD ${line.party.toUpperCase()}`] : [line.party],
      });
    }
  }
  return out;
}

/** The booked balance today: the opening amount plus every booked row of the history. */
export function demoBalance(acct: DemoEbAccount, now: number, booked: boolean): string {
  const rows = demoTransactions(acct, "1970-01-01", now, booked).filter((t) => t.status === "BOOK");
  const total = rows.reduce(
    (sum, t) =>
      sum + (t.credit_debit_indicator === "CRDT" ? 1 : -1) * Number(t.transaction_amount.amount),
    acct.opening,
  );
  return fixed(total, acct.currency);
}
