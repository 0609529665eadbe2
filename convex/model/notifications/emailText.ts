/**
 * The words of the notification e-mails in every language: one line per kind (placeholders
 * {name} {amount} {previous} {account} {date} {person} {role}), each kind's short name for its
 * unsubscribe line, the household roles, and the Monday summary's lines.
 */
import type { Language } from "../../shared/domain";
import type { NotificationKind } from "./fields";
import type { HouseholdRole } from "../../shared/households";

export type Catalogue = Record<NotificationKind, string> & {
  subject: string;
  intro: string;
  /** Added to a bill the forecast says its account cannot pay. */
  short: string;
  open: string;
  unsubscribe: string;
  preferences: string;
  roles: Record<HouseholdRole, string>;
  weekly: {
    subject: string;
    spent: string;
    spentOfBudget: string;
    bills: string;
    noBills: string;
    bill: string;
    low: string;
    stop: string;
  };
};

export const MESSAGES: Record<Language, Catalogue> = {
  en: {
    subject: "What needs you soon",
    intro: "A few things in your finances need you:",
    bill_due: "{name} of {amount} from {account} is due on {date}.",
    short: "The forecast says {account} will not have enough that day.",
    low_balance_ahead:
      "{account} is forecast to go below its floor on {date}, down to {amount} at its lowest.",
    budget_exceeded: "The {name} budget is passed by {amount} this month.",
    envelope_overspent: "The {name} envelope is overspent by {amount}.",
    large_transaction: "An unusually large expense of {amount} on {account} ({date}).",
    bank_attention: "A bank connection needs attention.",
    subscription_price_change: "{name} now costs {amount} instead of {previous} (since {date}).",
    new_subscription: "A new regular charge: {name}, {amount}, next on {date}.",
    member_joined: "{person} joined {name} as {role}.",
    role_changed: "Your role in {name} is now {role}.",
    open: "Open notifications",
    unsubscribe: "Stop e-mails like “{kind}”: {url}",
    preferences: "Notification settings: {url}",
    roles: { owner: "owner", editor: "editor", viewer: "viewer" },
    weekly: {
      subject: "Your week in money",
      spent: "Last week you spent {amount}.",
      spentOfBudget: "Last week you spent {amount}; the budget for a week is {budget}.",
      bills: "Bills in the coming week:",
      noBills: "No bills in the coming week.",
      bill: "{date}: {name}, {amount}",
      low: "The forecast's low point: {amount} on {date}.",
      stop: "Stop the weekly summary: {url}",
    },
  },
  es: {
    subject: "Lo que te necesita pronto",
    intro: "Hay algunas cosas de tus finanzas que te necesitan:",
    bill_due: "{name} de {amount} desde {account} vence el {date}.",
    short: "Según la previsión, ese día no habrá suficiente en {account}.",
    low_balance_ahead:
      "Se prevé que {account} baje de su mínimo el {date}, hasta {amount} en su punto más bajo.",
    budget_exceeded: "El presupuesto de {name} se ha superado en {amount} este mes.",
    envelope_overspent: "El sobre {name} tiene un gasto excedido de {amount}.",
    large_transaction: "Un gasto inusualmente grande de {amount} en {account} ({date}).",
    bank_attention: "Una conexión bancaria necesita atención.",
    subscription_price_change:
      "{name} cuesta ahora {amount} en lugar de {previous} (desde el {date}).",
    new_subscription: "Un nuevo cargo periódico: {name}, {amount}, el próximo el {date}.",
    member_joined: "{person} se unió a {name} como {role}.",
    role_changed: "Tu rol en {name} ahora es {role}.",
    open: "Abrir notificaciones",
    unsubscribe: "Dejar de recibir correos como «{kind}»: {url}",
    preferences: "Ajustes de notificaciones: {url}",
    roles: { owner: "propietario", editor: "colaborador", viewer: "lector" },
    weekly: {
      subject: "Tu semana en dinero",
      spent: "La semana pasada gastaste {amount}.",
      spentOfBudget:
        "La semana pasada gastaste {amount}; el presupuesto de una semana es {budget}.",
      bills: "Facturas de la próxima semana:",
      noBills: "No hay facturas la próxima semana.",
      bill: "{date}: {name}, {amount}",
      low: "El punto más bajo de la previsión: {amount} el {date}.",
      stop: "Dejar de recibir el resumen semanal: {url}",
    },
  },
  pt: {
    subject: "O que precisa de você em breve",
    intro: "Algumas coisas das suas finanças precisam de você:",
    bill_due: "{name} de {amount} da conta {account} vence em {date}.",
    short: "Pela previsão, {account} não terá o suficiente nesse dia.",
    low_balance_ahead:
      "A previsão é que {account} fique abaixo do mínimo em {date}, chegando a {amount} no ponto mais baixo.",
    budget_exceeded: "O orçamento de {name} foi ultrapassado em {amount} este mês.",
    envelope_overspent: "O envelope {name} passou do limite em {amount}.",
    large_transaction: "Uma despesa invulgarmente grande de {amount} em {account} ({date}).",
    bank_attention: "Uma conexão bancária precisa de atenção.",
    subscription_price_change: "{name} agora custa {amount} em vez de {previous} (desde {date}).",
    new_subscription: "Uma nova cobrança regular: {name}, {amount}, a próxima em {date}.",
    member_joined: "{person} entrou em {name} como {role}.",
    role_changed: "Seu papel em {name} agora é {role}.",
    open: "Abrir notificações",
    unsubscribe: "Deixar de receber e-mails como “{kind}”: {url}",
    preferences: "Configurações de notificações: {url}",
    roles: { owner: "proprietário", editor: "colaborador", viewer: "leitor" },
    weekly: {
      subject: "Sua semana em dinheiro",
      spent: "Na semana passada você gastou {amount}.",
      spentOfBudget:
        "Na semana passada você gastou {amount}; o orçamento de uma semana é {budget}.",
      bills: "Contas da próxima semana:",
      noBills: "Nenhuma conta na próxima semana.",
      bill: "{date}: {name}, {amount}",
      low: "O ponto mais baixo da previsão: {amount} em {date}.",
      stop: "Deixar de receber o resumo semanal: {url}",
    },
  },
  fr: {
    subject: "Ce qui vous attend bientôt",
    intro: "Quelques points de vos finances demandent votre attention :",
    bill_due: "{name} de {amount} depuis {account} arrive à échéance le {date}.",
    short: "D’après la prévision, {account} n’aura pas assez ce jour-là.",
    low_balance_ahead:
      "{account} devrait passer sous son plancher le {date}, jusqu’à {amount} au plus bas.",
    budget_exceeded: "Le budget {name} est dépassé de {amount} ce mois-ci.",
    envelope_overspent: "L’enveloppe {name} est dépassée de {amount}.",
    large_transaction: "Une dépense inhabituellement élevée de {amount} sur {account} ({date}).",
    bank_attention: "Une connexion bancaire demande votre attention.",
    subscription_price_change:
      "{name} coûte désormais {amount} au lieu de {previous} (depuis le {date}).",
    new_subscription: "Un nouveau prélèvement régulier : {name}, {amount}, le prochain le {date}.",
    member_joined: "{person} a rejoint {name} en tant que {role}.",
    role_changed: "Votre rôle dans {name} est désormais {role}.",
    open: "Ouvrir les notifications",
    unsubscribe: "Ne plus recevoir d’e-mails « {kind} » : {url}",
    preferences: "Réglages des notifications : {url}",
    roles: { owner: "propriétaire", editor: "éditeur", viewer: "lecteur" },
    weekly: {
      subject: "Votre semaine en chiffres",
      spent: "La semaine dernière, vous avez dépensé {amount}.",
      spentOfBudget:
        "La semaine dernière, vous avez dépensé {amount} ; le budget d’une semaine est de {budget}.",
      bills: "Factures de la semaine à venir :",
      noBills: "Aucune facture la semaine à venir.",
      bill: "{date} : {name}, {amount}",
      low: "Le point le plus bas de la prévision : {amount} le {date}.",
      stop: "Ne plus recevoir le résumé hebdomadaire : {url}",
    },
  },
  de: {
    subject: "Was bald ansteht",
    intro: "Einige Dinge in deinen Finanzen brauchen dich:",
    bill_due: "{name} über {amount} von {account} ist am {date} fällig.",
    short: "Laut Prognose reicht das Geld auf {account} an diesem Tag nicht.",
    low_balance_ahead:
      "{account} fällt laut Prognose am {date} unter die Untergrenze, am tiefsten auf {amount}.",
    budget_exceeded: "Das Budget {name} ist diesen Monat um {amount} überschritten.",
    envelope_overspent: "Der Umschlag {name} ist um {amount} überzogen.",
    large_transaction: "Eine ungewöhnlich hohe Ausgabe von {amount} auf {account} ({date}).",
    bank_attention: "Eine Bankverbindung braucht Aufmerksamkeit.",
    subscription_price_change: "{name} kostet jetzt {amount} statt {previous} (seit {date}).",
    new_subscription: "Eine neue regelmäßige Abbuchung: {name}, {amount}, die nächste am {date}.",
    member_joined: "{person} ist {name} als {role} beigetreten.",
    role_changed: "Deine Rolle in {name} ist jetzt {role}.",
    open: "Benachrichtigungen öffnen",
    unsubscribe: "Keine E-Mails mehr zu „{kind}“: {url}",
    preferences: "Benachrichtigungseinstellungen: {url}",
    roles: { owner: "Inhaber", editor: "Bearbeiter", viewer: "Leser" },
    weekly: {
      subject: "Deine Woche in Zahlen",
      spent: "Letzte Woche hast du {amount} ausgegeben.",
      spentOfBudget:
        "Letzte Woche hast du {amount} ausgegeben; das Budget einer Woche ist {budget}.",
      bills: "Rechnungen in der kommenden Woche:",
      noBills: "Keine Rechnungen in der kommenden Woche.",
      bill: "{date}: {name}, {amount}",
      low: "Tiefster Punkt der Prognose: {amount} am {date}.",
      stop: "Wochenübersicht abbestellen: {url}",
    },
  },
  ru: {
    subject: "Что скоро потребует вашего внимания",
    intro: "Кое-что в ваших финансах требует внимания:",
    bill_due: "{name} на {amount} со счёта {account} — срок {date}.",
    short: "По прогнозу на счёте {account} в этот день не хватит денег.",
    low_balance_ahead:
      "По прогнозу {account} опустится ниже минимума {date}, в нижней точке до {amount}.",
    budget_exceeded: "Бюджет «{name}» превышен на {amount} в этом месяце.",
    envelope_overspent: "Конверт «{name}» перерасходован на {amount}.",
    large_transaction: "Необычно крупный расход {amount} по счёту {account} ({date}).",
    bank_attention: "Подключение к банку требует внимания.",
    subscription_price_change: "{name} теперь стоит {amount} вместо {previous} (с {date}).",
    new_subscription: "Новый регулярный платёж: {name}, {amount}, следующий {date}.",
    member_joined: "{person} присоединился к «{name}» как {role}.",
    role_changed: "Ваша роль в «{name}» теперь: {role}.",
    open: "Открыть уведомления",
    unsubscribe: "Не присылать письма «{kind}»: {url}",
    preferences: "Настройки уведомлений: {url}",
    roles: { owner: "владелец", editor: "редактор", viewer: "читатель" },
    weekly: {
      subject: "Ваша неделя в цифрах",
      spent: "На прошлой неделе вы потратили {amount}.",
      spentOfBudget: "На прошлой неделе вы потратили {amount}; бюджет на неделю — {budget}.",
      bills: "Платежи на предстоящей неделе:",
      noBills: "На предстоящей неделе платежей нет.",
      bill: "{date}: {name}, {amount}",
      low: "Нижняя точка прогноза: {amount}, {date}.",
      stop: "Отписаться от еженедельной сводки: {url}",
    },
  },
  zh: {
    subject: "即将需要您处理的事项",
    intro: "您的财务中有几件事需要处理：",
    bill_due: "{name}（{amount}，从{account}支付）将于{date}到期。",
    short: "预测显示{account}当天余额不足。",
    low_balance_ahead: "预计{account}将在{date}低于下限，最低降至{amount}。",
    budget_exceeded: "本月{name}预算已超出{amount}。",
    envelope_overspent: "{name}信封已超支{amount}。",
    large_transaction: "{account}上有一笔异常大额支出{amount}（{date}）。",
    bank_attention: "有一个银行连接需要处理。",
    subscription_price_change: "{name}现在的价格是{amount}，之前是{previous}（自{date}起）。",
    new_subscription: "发现新的定期扣款：{name}，{amount}，下次在{date}。",
    member_joined: "{person}以{role}身份加入了{name}。",
    role_changed: "您在{name}中的角色现在是{role}。",
    open: "打开通知",
    unsubscribe: "不再接收“{kind}”邮件：{url}",
    preferences: "通知设置：{url}",
    roles: { owner: "所有者", editor: "编辑者", viewer: "查看者" },
    weekly: {
      subject: "您的一周财务",
      spent: "上周您支出了{amount}。",
      spentOfBudget: "上周您支出了{amount}；一周的预算是{budget}。",
      bills: "下周的账单：",
      noBills: "下周没有账单。",
      bill: "{date}：{name}，{amount}",
      low: "预测的最低点：{date}为{amount}。",
      stop: "不再接收每周摘要：{url}",
    },
  },
  ja: {
    subject: "まもなく対応が必要なこと",
    intro: "家計で対応が必要なことがあります：",
    bill_due: "{account}からの{name}（{amount}）の期日は{date}です。",
    short: "予測では、その日{account}の残高が足りません。",
    low_balance_ahead: "{account}は{date}に下限を下回り、最も低いときで{amount}になる見込みです。",
    budget_exceeded: "今月の{name}の予算を{amount}超えました。",
    envelope_overspent: "{name}の封筒が{amount}使いすぎです。",
    large_transaction: "{account}で普段より大きな支出{amount}がありました（{date}）。",
    bank_attention: "銀行連携に対応が必要です。",
    subscription_price_change: "{name}の料金が{previous}から{amount}になりました（{date}から）。",
    new_subscription: "新しい定期的な支払い：{name}、{amount}、次回は{date}。",
    member_joined: "{person}が{role}として{name}に参加しました。",
    role_changed: "{name}での役割が{role}になりました。",
    open: "通知を開く",
    unsubscribe: "「{kind}」のメールを停止：{url}",
    preferences: "通知設定：{url}",
    roles: { owner: "オーナー", editor: "編集者", viewer: "閲覧者" },
    weekly: {
      subject: "今週のお金のまとめ",
      spent: "先週の支出は{amount}でした。",
      spentOfBudget: "先週の支出は{amount}でした。1週間の予算は{budget}です。",
      bills: "来週の支払い：",
      noBills: "来週の支払いはありません。",
      bill: "{date}：{name}、{amount}",
      low: "予測の最低点：{date}に{amount}。",
      stop: "週間サマリーを停止：{url}",
    },
  },
};
