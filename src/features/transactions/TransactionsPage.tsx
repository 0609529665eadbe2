import { useTranslation } from "react-i18next";
import { BeingBuilt } from "../../components/BeingBuilt";

export default function TransactionsPage() {
  const { t } = useTranslation();
  return <BeingBuilt title={t("nav.transactions")} />;
}
