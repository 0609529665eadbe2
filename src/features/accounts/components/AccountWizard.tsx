import { FormActions } from "../../../components/FormActions";
import { FormModal } from "../../../components/FormModal";
import { Stepper } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Id } from "../../../../convex/_generated/dataModel";
import type { CurrencyCode } from "../../../../convex/shared/currencies";
import type { AccountType } from "../../../../convex/shared/domain";
import { emptyAccountValues } from "../accountForm";
import { useAccountMutations } from "../../../data/accounts";
import { useSubmit } from "../../../lib/useSubmit";
import { useAccountForm } from "../useAccountForm";
import { AccountFields } from "./AccountFields";
import { AccountReview } from "./AccountReview";
import { TypePicker } from "./TypePicker";

interface AccountWizardProps {
  opened: boolean;
  onClose: () => void;
  defaultCurrency: CurrencyCode;
  onCreated?: (id: Id<"accounts">) => void;
}

/** Add-account wizard (R24): type → details → review, then one create call. */
export function AccountWizard({ opened, onClose, defaultCurrency, onCreated }: AccountWizardProps) {
  const { t } = useTranslation("accounts");
  return (
    <FormModal opened={opened} onClose={onClose} title={t("wizard.title")} size="lg">
      <WizardBody onClose={onClose} defaultCurrency={defaultCurrency} onCreated={onCreated} />
    </FormModal>
  );
}

function WizardBody({ onClose, defaultCurrency, onCreated }: Omit<AccountWizardProps, "opened">) {
  const { t } = useTranslation("accounts");
  const { create } = useAccountMutations();
  // Three steps with their hints do not fit a phone's width: the labels alone do.
  const narrow = useMediaQuery("(max-width: 30em)") ?? false;
  const defaultName = (type: AccountType) => t(`types.${type}.defaultName`);
  const { form, toInput } = useAccountForm(
    emptyAccountValues("cash", defaultCurrency, defaultName("cash")),
  );
  const [step, setStep] = useState(0);
  const { saving, run } = useSubmit({ notify: true, title: t("notify.createError") });

  const chooseType = (type: AccountType) => {
    // Keep a name the user typed; replace only the default of the previous type (R25).
    const { name, type: previous } = form.getValues();
    if (name.trim() === "" || name === defaultName(previous))
      form.setFieldValue("name", defaultName(type));
    form.setFieldValue("type", type);
  };

  const next = () => {
    if (step === 1 && form.validate().hasErrors) return;
    setStep((s) => Math.min(2, s + 1));
  };

  const submit = async () => {
    const created = await run(() => create(toInput()));
    if (!created.ok) return;
    notifications.show({ color: "brand", message: t("notify.created") });
    onCreated?.(created.value);
    onClose();
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (step < 2) next();
        else void submit();
      }}
      noValidate
    >
      <Stepper
        active={step}
        onStepClick={(s) => s < step && setStep(s)}
        size={narrow ? "xs" : "sm"}
        allowNextStepsSelect={false}
        mb="lg"
      >
        <Stepper.Step
          label={t("wizard.stepType")}
          description={narrow ? undefined : t("wizard.stepTypeHint")}
        >
          <TypePicker value={form.values.type} onChange={chooseType} />
        </Stepper.Step>
        <Stepper.Step
          label={t("wizard.stepDetails")}
          description={narrow ? undefined : t("wizard.stepDetailsHint")}
        >
          <AccountFields form={form} />
        </Stepper.Step>
        <Stepper.Step
          label={t("wizard.stepReview")}
          description={narrow ? undefined : t("wizard.stepReviewHint")}
        >
          <AccountReview values={form.values} />
        </Stepper.Step>
      </Stepper>
      <FormActions
        apart
        onCancel={step === 0 ? onClose : () => setStep(step - 1)}
        cancelLabel={step === 0 ? undefined : t("common:actions.back")}
        label={step < 2 ? t("common:actions.next") : t("wizard.create")}
        loading={step === 2 && saving}
      />
    </form>
  );
}
