import { FormModal } from "../../../components/FormModal";
import { ActionIcon, Badge, Group, Loader, Stack, Table, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconPencil, IconRefresh, IconTrash } from "@tabler/icons-react";
import { use, useMemo, useState } from "react";
import { EditAccess } from "../../../components/editAccess";
import { useTranslation } from "react-i18next";
import { errorCodeOf } from "../../../../convex/shared/errors";
import { useFormatters } from "../../../lib/format";
import { useExchangeRateMutations, useExchangeRates } from "../../../data/exchangeRates";
import { useRunAction } from "../../../lib/errors";
import { useSubmit } from "../../../lib/useSubmit";
import { RateForm, type RatePair } from "./RateForm";
import { SmallButton } from "../../../components/SmallButton";

interface ExchangeRatesModalProps {
  opened: boolean;
  onClose: () => void;
  /** A pair to start editing, e.g. the missing rate the user clicked. */
  initialPair?: RatePair;
}

/** The user's exchange rates: list, add, edit, delete, and a refresh of reference rates. */
export function ExchangeRatesModal({ opened, onClose, initialPair }: ExchangeRatesModalProps) {
  const { t } = useTranslation("accounts");
  return (
    <FormModal opened={opened} onClose={onClose} title={t("rates.title")} size="lg">
      <RatesBody initialPair={initialPair} />
    </FormModal>
  );
}

function RatesBody({ initialPair }: { initialPair?: RatePair }) {
  const { t } = useTranslation("accounts");
  const rates = useExchangeRates();
  const { locale, dateTime } = useFormatters();
  const { remove, refresh } = useExchangeRateMutations();
  const runAction = useRunAction();
  const [editing, setEditing] = useState<RatePair | undefined>(initialPair);
  const [formKey, setFormKey] = useState(0);
  const { saving: refreshing, run } = useSubmit();
  // A viewer reads the household's rates; adding, refreshing, editing and deleting are not theirs.
  const canEdit = use(EditAccess);
  const rateFormat = useMemo(
    () => new Intl.NumberFormat(locale, { maximumFractionDigits: 6 }),
    [locale],
  );

  const edit = (pair: RatePair | undefined) => {
    setEditing(pair);
    setFormKey((k) => k + 1);
  };

  const onRefresh = async () => {
    const refreshed = await run(() => refresh({}));
    if (refreshed.ok) {
      const { stored, skipped } = refreshed.value;
      notifications.show({ color: "brand", message: t("rates.refreshed", { stored, skipped }) });
      return;
    }
    // RATES_UNAVAILABLE is the usual offline case: say so, and that nothing was lost.
    const message =
      errorCodeOf(refreshed.error) === "RATES_UNAVAILABLE" ? t("rates.offline") : refreshed.message;
    notifications.show({ color: "red", title: t("rates.refreshError"), message });
  };

  const onDelete = async (id: (typeof rates & object)[number]["_id"]) => {
    await runAction(() => remove({ id }), t("rates.deleted"));
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t("rates.intro")}
      </Text>
      {canEdit && <RateForm key={formKey} initial={editing} onSaved={() => edit(undefined)} />}
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={600} size="sm">
          {t("rates.stored")}
        </Text>
        {canEdit && (
          <SmallButton
            variant="light"
            icon={IconRefresh}
            loading={refreshing}
            onClick={() => void onRefresh()}
          >
            {t("rates.refresh")}
          </SmallButton>
        )}
      </Group>
      {rates === undefined ? (
        <Loader size="sm" />
      ) : rates.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="rates-empty">
          {t("rates.empty")}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={0}>
          <Table verticalSpacing={6} data-testid="rates-table">
            <Table.Tbody>
              {rates.map((rate) => {
                const pair = `${rate.base} → ${rate.quote}`;
                return (
                  <Table.Tr key={rate._id} data-testid="rate-row">
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {pair}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t("rates.updated", { date: dateTime(rate.updatedAt) })}
                      </Text>
                    </Table.Td>
                    <Table.Td className="pfa-amount">
                      <Text size="sm" span>
                        {rateFormat.format(rate.rate)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge
                        size="sm"
                        variant="light"
                        color={rate.source === "manual" ? "teal" : "gray"}
                      >
                        {t(`rates.source.${rate.source}`)}
                      </Badge>
                    </Table.Td>
                    {canEdit && (
                      <Table.Td>
                        <Group gap={2} wrap="nowrap" justify="flex-end">
                          <ActionIcon
                            variant="subtle"
                            color="gray"
                            aria-label={t("rates.edit", { pair })}
                            onClick={() =>
                              edit({ base: rate.base, quote: rate.quote, rate: rate.rate })
                            }
                          >
                            <IconPencil size={16} />
                          </ActionIcon>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t("rates.delete", { pair })}
                            onClick={() => void onDelete(rate._id)}
                          >
                            <IconTrash size={16} />
                          </ActionIcon>
                        </Group>
                      </Table.Td>
                    )}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
