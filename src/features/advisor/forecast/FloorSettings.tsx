import { Checkbox, Stack, Table, Text } from "@mantine/core";
import { useContext, useState } from "react";
import { useTranslation } from "react-i18next";
import { MoneyInput } from "../../../components/MoneyInput";
import { MoneyText } from "../../../components/MoneyText";
import { EditAccess } from "../../../components/editAccess";
import { type Forecast, useSetForecast } from "../../../data/advisor";
import { useFormatters } from "../../../lib/format";
import { useMoneyInputFormat } from "../../../lib/moneyInput";
import { useRunner } from "../hooks";

type Line = Forecast["accounts"][number];

/** One account's floor (in its own currency: 500 means nothing in yen) and whether it counts. */
function FloorRow({ line }: { line: Line }) {
  const { t } = useTranslation("advisor");
  const format = useFormatters();
  const { parse, toText } = useMoneyInputFormat();
  const setForecast = useSetForecast();
  const run = useRunner();
  const canEdit = useContext(EditAccess);
  const [text, setText] = useState(line.floor === 0 ? "" : toText(line.floor, line.currency));
  const [error, setError] = useState<string | null>(null);
  const save = (excluded: boolean) => {
    const parsed =
      text.trim() === "" ? { ok: true as const, value: 0 } : parse(text, line.currency);
    if (!parsed.ok) return setError(t("common:errors.INVALID_AMOUNT"));
    setError(null);
    if (parsed.value === line.floor && excluded === line.excluded) return;
    void run(() => setForecast({ id: line.accountId, floor: parsed.value, excluded }));
  };
  return (
    <Table.Tr>
      <Table.Td>
        <Checkbox
          label={line.name}
          checked={!line.excluded}
          disabled={!canEdit}
          onChange={(e) => save(!e.currentTarget.checked)}
        />
      </Table.Td>
      <Table.Td ta="right">
        <MoneyText amount={line.lowest.balance} currency={line.currency} size="sm" ta="right" />
        <Text size="xs" c={line.belowFloorOn ? "red" : "dimmed"} ta="right">
          {line.belowFloorOn
            ? t("forecast.belowFloorOn", { date: format.date(line.belowFloorOn) })
            : format.date(line.lowest.date)}
        </Text>
      </Table.Td>
      <Table.Td w={150}>
        <MoneyInput
          aria-label={t("forecast.floorOf", { name: line.name })}
          size="xs"
          currency={line.currency}
          value={text}
          error={error}
          disabled={!canEdit}
          onChange={setText}
          onBlur={() => save(line.excluded)}
        />
      </Table.Td>
    </Table.Tr>
  );
}

/** The cash accounts the forecast reads: each one's lowest point, floor and inclusion. */
export function FloorSettings({ forecast }: { forecast: Forecast }) {
  const { t } = useTranslation("advisor");
  if (forecast.accounts.length === 0) return null;
  return (
    <Stack gap={4}>
      <Table.ScrollContainer minWidth={360}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("forecast.account")}</Table.Th>
              <Table.Th ta="right">{t("forecast.lowestPoint")}</Table.Th>
              <Table.Th>{t("forecast.floor")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {forecast.accounts.map((line) => (
              <FloorRow key={`${line.accountId}:${line.floor}:${line.excluded}`} line={line} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="xs" c="dimmed">
        {t("forecast.floorHint")}
      </Text>
    </Stack>
  );
}
