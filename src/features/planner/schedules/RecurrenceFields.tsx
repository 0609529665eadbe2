import { NumberInput, SegmentedControl, Select, SimpleGrid, Stack, Text } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { FREQUENCIES, MAX_INTERVAL, type Frequency } from "../../../../convex/shared/recurrence";
import { DateField } from "../../../components/DateField";
import { useFormatters } from "../../../lib/format";
import { optionsOf } from "../../../lib/options";
import { useToday } from "../../../lib/today";
import { frequencyText } from "./frequency";
import { END_MODES, type EndMode, type ScheduleFormValues } from "./scheduleForm";

/**
 * When a schedule happens: how often, from when and until when, with the rule read back in
 * words under it.
 */
export function RecurrenceFields({ form }: { form: UseFormReturnType<ScheduleFormValues> }) {
  const { t } = useTranslation("planner");
  const today = useToday();
  const { date } = useFormatters();
  const { values } = form;
  const interval = typeof values.interval === "number" ? values.interval : 1;
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: values.frequency === "monthly" ? 3 : 2 }} spacing="sm">
        <Select
          label={t("schedule.repeats")}
          data={optionsOf(FREQUENCIES, (f) => t(`schedule.frequencies.${f}`))}
          allowDeselect={false}
          {...form.getInputProps("frequency")}
          onChange={(f) => f && form.setFieldValue("frequency", f as Frequency)}
        />
        <NumberInput
          label={t("schedule.interval")}
          min={1}
          max={MAX_INTERVAL}
          allowDecimal={false}
          allowNegative={false}
          rightSection={
            <Text size="xs" c="dimmed" pr={8}>
              {t(`schedule.units.${values.frequency}`, { count: interval })}
            </Text>
          }
          rightSectionWidth={80}
          rightSectionPointerEvents="none"
          {...form.getInputProps("interval")}
        />
        {values.frequency === "monthly" && (
          <NumberInput
            label={t("schedule.dayOfMonth")}
            description={t("schedule.dayOfMonthHint")}
            // The hint goes under the field so the three inputs of the row line up.
            inputWrapperOrder={["label", "input", "description", "error"]}
            min={1}
            max={31}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps("dayOfMonth")}
          />
        )}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <DateField label={t("schedule.startDate")} required {...form.getInputProps("startDate")} />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="schedule-ends">
            {t("schedule.ends")}
          </Text>
          <SegmentedControl
            aria-labelledby="schedule-ends"
            size="xs"
            data={optionsOf(END_MODES, (e) => t(`schedule.endModes.${e}`))}
            value={values.ends}
            onChange={(e) => form.setFieldValue("ends", e as EndMode)}
          />
        </Stack>
      </SimpleGrid>
      {values.ends === "on" && (
        <DateField label={t("schedule.endDate")} required {...form.getInputProps("endDate")} />
      )}
      {values.ends === "after" && (
        <NumberInput
          label={t("schedule.count")}
          min={1}
          allowDecimal={false}
          allowNegative={false}
          maw={200}
          {...form.getInputProps("count")}
        />
      )}
      <Text size="sm" c="dimmed" data-testid="schedule-preview">
        {t("schedule.preview", {
          rule: frequencyText(t, {
            frequency: values.frequency,
            interval,
            startDate: values.startDate ?? today,
            dayOfMonth: typeof values.dayOfMonth === "number" ? values.dayOfMonth : undefined,
          }),
          date: date(values.startDate ?? today),
        })}
      </Text>
    </>
  );
}
