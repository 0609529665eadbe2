import { useTranslation } from "react-i18next";
import { BeingBuilt } from "../../components/BeingBuilt";

export default function AdvisorPage() {
  const { t } = useTranslation();
  return <BeingBuilt title={t("nav.advisor")} />;
}
