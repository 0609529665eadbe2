import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { useMoneyInputFormat } from "../../lib/moneyInput";
import { validateAccountValues, valuesToInput, type AccountFormValues } from "./accountForm";

/** A Mantine form with the shared account rules, messages translated, plus its API input. */
export function useAccountForm(initialValues: AccountFormValues) {
  const { t } = useTranslation();
  const { parse } = useMoneyInputFormat();
  const form = useForm<AccountFormValues>({
    initialValues,
    validate: (values) => {
      const codes = validateAccountValues(values, parse);
      return Object.fromEntries(
        Object.entries(codes).map(([field, code]) => [field, t(`common:errors.${code}`)]),
      );
    },
  });
  return { form, toInput: () => valuesToInput(form.getValues(), parse) };
}
