import { notifications } from "@mantine/notifications";
import { useTranslation } from "react-i18next";
import type { Language } from "../../../convex/shared/domain";
import { useSampleMutations } from "../../data/sampleData";
import { useDisplayCurrency } from "../../data/preferences";
import { useToday } from "../../lib/today";
import { useSubmit } from "../../lib/useSubmit";

/**
 * "Try it with sample data": a few realistic months in the person's currency and language,
 * into an empty account or beside their own accounts (Home's first card and Settings).
 */
export function useAddSample() {
  const { t, i18n } = useTranslation("home");
  const { create } = useSampleMutations();
  const { currency } = useDisplayCurrency();
  const today = useToday();
  const { saving, run } = useSubmit({ notify: true });
  const add = async () => {
    const added = await run(() => create({ language: i18n.language as Language, currency, today }));
    if (added.ok) notifications.show({ color: "brand", message: t("sample.added") });
  };
  return { add, saving };
}
