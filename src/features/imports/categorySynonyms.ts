import type { Category } from "../../../convex/shared/domain";

/**
 * Words other apps and banks use for our built-in categories, in the 8 languages (the
 * categories' own translated names are matched as well, from the locale files). Compared as
 * payee keys (lower case, spaces collapsed), so "GROCERIES" and "groceries" are one. Each
 * category's words are one "|"-separated string, to keep the table compact.
 */
export const CATEGORY_SYNONYMS: Record<Category, string> = {
  food:
    "groceries|grocery|supermarket|restaurants|restaurant|dining|dining out|" +
    "eating out|coffee|coffee shops|food & drink|food and drink|takeaway|comestibles|" +
    "supermercado|restaurantes|alimentación|mercado|alimentos|courses|épicerie|" +
    "alimentation|supermarché|lebensmittel|einkauf|supermarkt|essen|gastronomie|" +
    "продукты|супермаркет|рестораны|еда|食品|超市|餐饮|外卖|食料品|スーパー|外食|食費",
  shopping:
    "clothing|clothes|electronics|general merchandise|retail|ropa|compras en línea|" +
    "roupas|vêtements|achats|kleidung|online-shopping|одежда|покупки|购物|服装|買い物|衣服",
  housing:
    "rent|mortgage|utilities|electricity|gas & electric|water|internet|home|household|" +
    "alquiler|hipoteca|servicios|aluguel|hipoteca|contas de casa|loyer|charges|" +
    "logement|miete|nebenkosten|strom|wohnen|аренда|ипотека|коммунальные услуги|жильё|" +
    "房租|水电|住房|家賃|光熱費|住居費",
  transportation:
    "transport|gas|fuel|petrol|parking|public transport|auto|car|taxi|transporte|" +
    "gasolina|combustible|combustível|carburant|essence|transports|tanken|kraftstoff|" +
    "verkehr|öpnv|транспорт|бензин|такси|交通|加油|交通費|ガソリン",
  entertainment:
    "fun|leisure|movies|streaming|games|hobbies|subscriptions|ocio|entretenimiento|" +
    "lazer|loisirs|divertissement|freizeit|unterhaltung|развлечения|досуг|娱乐|娯楽|趣味",
  healthcare:
    "health|medical|pharmacy|doctor|dentist|salud|farmacia|saúde|farmácia|santé|" +
    "pharmacie|gesundheit|apotheke|arzt|здоровье|аптека|медицина|医疗|药店|医療費|病院|薬局",
  personal_care:
    "beauty|hair|haircut|cosmetics|gym|fitness|cuidado personal|belleza|beleza|beauté|" +
    "soins|körperpflege|friseur|красота|уход за собой|个人护理|美容|理容",
  education:
    "school|tuition|books|educación|colegio|educação|escola|éducation|école|bildung|" +
    "schule|studium|образование|учёба|教育|学费|学費",
  travel:
    "vacation|holiday|holidays|hotel|hotels|flights|airfare|viajes|vacaciones|viagens|" +
    "férias|voyages|vacances|reisen|urlaub|путешествия|отпуск|旅行|旅游|旅費",
  gifts_donations:
    "gifts|gift|donations|charity|regalos|donaciones|presentes|doações|cadeaux|dons|" +
    "geschenke|spenden|подарки|благотворительность|礼物|捐赠|贈り物|寄付",
  investments:
    "investment|savings|brokerage|inversiones|ahorro|investimentos|poupança|" +
    "placements|épargne|geldanlage|sparen|инвестиции|сбережения|投资|储蓄|投資|貯蓄",
  income:
    "salary|paycheck|wages|pay|interest|dividends|refund|salario|sueldo|nómina|" +
    "salário|renda|salaire|revenus|gehalt|lohn|einnahmen|зарплата|доход|工资|收入|給与|給料|" +
    "収入",
  other:
    "misc|miscellaneous|uncategorized|uncategorised|general|varios|otros|diversos|" +
    "outros|divers|autres|sonstiges|verschiedenes|прочее|разное|其他|その他|雑費",
};
