import { useTranslation } from "react-i18next";
import { BeingBuilt } from "../../components/BeingBuilt";

export default function VerifySigninPage() {
  const { t } = useTranslation();
  return <BeingBuilt title={t("nav.home")} />;
}
