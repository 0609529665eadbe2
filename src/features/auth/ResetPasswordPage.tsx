import { useTranslation } from "react-i18next";
import { BeingBuilt } from "../../components/BeingBuilt";

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  return <BeingBuilt title={t("nav.home")} />;
}
