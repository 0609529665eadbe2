/** The words of the sample data in each language the app speaks. */
import type { Language } from "../../shared/domain";

export interface SampleWords {
  checking: string;
  savings: string;
  salary: string;
  rent: string;
  groceries: string;
  cafe: string;
  transit: string;
  power: string;
  cinema: string;
  pharmacy: string;
  books: string;
  interest: string;
}

export const SAMPLE_WORDS: Record<Language, SampleWords> = {
  en: {
    checking: "Everyday account (sample)",
    savings: "Savings (sample)",
    salary: "Salary",
    rent: "Rent",
    groceries: "Groceries",
    cafe: "Coffee with friends",
    transit: "Monthly transit pass",
    power: "Electricity bill",
    cinema: "Cinema",
    pharmacy: "Pharmacy",
    books: "Books",
    interest: "Interest",
  },
  de: {
    checking: "Girokonto (Beispiel)",
    savings: "Sparkonto (Beispiel)",
    salary: "Gehalt",
    rent: "Miete",
    groceries: "Lebensmittel",
    cafe: "Kaffee mit Freunden",
    transit: "Monatskarte",
    power: "Stromrechnung",
    cinema: "Kino",
    pharmacy: "Apotheke",
    books: "Bücher",
    interest: "Zinsen",
  },
  es: {
    checking: "Cuenta corriente (ejemplo)",
    savings: "Ahorros (ejemplo)",
    salary: "Sueldo",
    rent: "Renta",
    groceries: "Súper",
    cafe: "Café con amigos",
    transit: "Pase mensual de transporte",
    power: "Recibo de luz",
    cinema: "Cine",
    pharmacy: "Farmacia",
    books: "Libros",
    interest: "Intereses",
  },
  pt: {
    checking: "Conta corrente (exemplo)",
    savings: "Poupança (exemplo)",
    salary: "Salário",
    rent: "Aluguel",
    groceries: "Mercado",
    cafe: "Café com amigos",
    transit: "Passe mensal de transporte",
    power: "Conta de luz",
    cinema: "Cinema",
    pharmacy: "Farmácia",
    books: "Livros",
    interest: "Juros",
  },
  fr: {
    checking: "Compte courant (exemple)",
    savings: "Épargne (exemple)",
    salary: "Salaire",
    rent: "Loyer",
    groceries: "Courses",
    cafe: "Café entre amis",
    transit: "Abonnement transports",
    power: "Facture d’électricité",
    cinema: "Cinéma",
    pharmacy: "Pharmacie",
    books: "Livres",
    interest: "Intérêts",
  },
  ru: {
    checking: "Текущий счёт (пример)",
    savings: "Сбережения (пример)",
    salary: "Зарплата",
    rent: "Аренда",
    groceries: "Продукты",
    cafe: "Кофе с друзьями",
    transit: "Проездной на месяц",
    power: "Счёт за электричество",
    cinema: "Кино",
    pharmacy: "Аптека",
    books: "Книги",
    interest: "Проценты",
  },
  zh: {
    checking: "日常账户（示例）",
    savings: "储蓄（示例）",
    salary: "工资",
    rent: "房租",
    groceries: "买菜",
    cafe: "和朋友喝咖啡",
    transit: "交通月票",
    power: "电费",
    cinema: "电影",
    pharmacy: "药店",
    books: "图书",
    interest: "利息",
  },
  ja: {
    checking: "普通預金（サンプル）",
    savings: "貯蓄（サンプル）",
    salary: "給与",
    rent: "家賃",
    groceries: "食料品",
    cafe: "友人とカフェ",
    transit: "通勤定期",
    power: "電気代",
    cinema: "映画",
    pharmacy: "薬局",
    books: "本",
    interest: "利息",
  },
};

/** The word each language puts in brackets after a sample account's name. */
const SAMPLE_MARKS = [
  "sample",
  "Beispiel",
  "ejemplo",
  "exemplo",
  "exemple",
  "пример",
  "示例",
  "サンプル",
];
const MARK = new RegExp(`\\s*[(（]\\s*(?:${SAMPLE_MARKS.join("|")})\\s*[)）]\\s*$`, "iu");

/**
 * A sample account's name without its sample mark, for the account that stays as the person's
 * own: "Savings (sample)" becomes "Savings". A name without the mark (renamed) stays as it is.
 */
export function withoutSampleMark(name: string): string {
  const own = name.replace(MARK, "").trim();
  return own === "" ? name : own;
}
