import { useTranslation } from "react-i18next";
import ledger from "../ledger.module.css";
import classes from "./Register.module.css";
import type { AmountColumns } from "./RegisterRow";

/** The register's column headings, on the same grid as its rows. */
export function RegisterHeader({ single, amounts }: { single: boolean; amounts: AmountColumns }) {
  const { t } = useTranslation("transactions");
  const hide = (on: boolean) => (on ? undefined : classes.hidden);
  return (
    <div role="row" className={classes.head} aria-rowindex={1}>
      <span role="columnheader">
        <span className={ledger.srOnly}>{t("register.selectColumn")}</span>
      </span>
      <span role="columnheader">{t("register.date")}</span>
      <span role="columnheader" className={hide(!single)}>
        {single ? null : t("register.account")}
      </span>
      <span role="columnheader">{t("register.payee")}</span>
      <span role="columnheader">{t("register.category")}</span>
      <span role="columnheader">{t("register.notes")}</span>
      {amounts === "amount" ? (
        <span role="columnheader" className={classes.num}>
          {t("register.amount")}
        </span>
      ) : (
        <>
          <span role="columnheader" className={classes.num}>
            {t("register.outflow")}
          </span>
          <span role="columnheader" className={classes.num}>
            {t("register.inflow")}
          </span>
        </>
      )}
      <span role="columnheader" className={classes.num}>
        {single ? t("register.balance") : null}
      </span>
      <span role="columnheader">
        <span className={ledger.srOnly}>{t("register.cleared")}</span>
      </span>
      <span role="columnheader">
        <span className={ledger.srOnly}>{t("register.actions")}</span>
      </span>
    </div>
  );
}
