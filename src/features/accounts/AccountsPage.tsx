import { useTranslation } from "react-i18next";
import { BeingBuilt } from "../../components/BeingBuilt";

export default function AccountsPage() {
  const { t } = useTranslation();
  return <BeingBuilt title={t("nav.accounts")} />;
}
