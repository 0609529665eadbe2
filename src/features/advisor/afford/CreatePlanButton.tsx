import { Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { IconTargetArrow } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { notifications } from "@mantine/notifications";
import { FormActions } from "../../../components/FormActions";
import { useSubmit } from "../../../lib/useSubmit";
import { addMonthsToDate } from "../../../../convex/shared/dates";
import { validateName } from "../../../../convex/shared/validation";
import { useFormatters } from "../../../lib/format";
import { useToday } from "../../../lib/today";
import type { Affordability } from "../../../data/advisor";
import { usePlanMutations } from "../../../data/plans";

/** Saving the missing part by the chosen date (else the date it becomes affordable, else a year). */
export function CreatePlanButton({ answer }: { answer: Affordability }) {
  const { t } = useTranslation("advisor");
  const { money, date } = useFormatters();
  const today = useToday();
  const { saving, run } = useSubmit({ notify: true });
  const navigate = useNavigate();
  const { create } = usePlanMutations();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  const [error, setError] = useState<string | undefined>();
  // What is missing on the date: the plan saves that on top of what is already projected.
  const target = Math.max(1, answer.shortfall);
  const targetDate = answer.date ?? answer.affordableDate ?? addMonthsToDate(today, 12);
  const monthly = answer.suggestedMonthly;

  const save = async () => {
    const code = validateName(name);
    if (code) return setError(t(`common:errors.${code}`));
    const created = await run(() =>
      create({
        name: name.trim(),
        kind: "purchase",
        targetAmount: target,
        currency: answer.currency,
        targetDate,
      }),
    );
    if (!created.ok) return;
    notifications.show({ color: "brand", message: t("plan.created") });
    setOpen(false);
    navigate("/planner?tab=plans");
  };

  return (
    <>
      <Group>
        <Button
          leftSection={<IconTargetArrow size={18} />}
          variant="light"
          onClick={() => setOpen(true)}
        >
          {t("plan.create")}
        </Button>
      </Group>
      <Modal opened={open} onClose={() => setOpen(false)} title={t("plan.title")} centered>
        <Stack gap="sm">
          <Text size="sm">
            {monthly
              ? t("plan.summary", {
                  target: money(target, answer.currency),
                  date: date(targetDate),
                  monthly: money(monthly, answer.currency),
                })
              : t("plan.summaryNoMonthly", {
                  target: money(target, answer.currency),
                  date: date(targetDate),
                })}
          </Text>
          <TextInput
            label={t("plan.name")}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={error}
            data-autofocus
            required
          />
          <FormActions
            onCancel={() => setOpen(false)}
            label={t("plan.save")}
            onConfirm={() => void save()}
            loading={saving}
          />
        </Stack>
      </Modal>
    </>
  );
}
