import { Select, SimpleGrid, Switch, Text } from "@mantine/core";
import { Panel } from "../../../components/Panel";
import { useTranslation } from "react-i18next";
import type { CsvMapping } from "../parse/csv";
import type { DateOrder } from "../parse/dates";

type Role = "date" | "amount" | "debit" | "credit" | "payee" | "notes" | "category";

interface MappingPanelProps {
  header: string[];
  sample: string[][];
  mapping: CsvMapping;
  dateOrders: DateOrder[];
  onChange: (mapping: CsvMapping) => void;
}

/** Which column is which, how dates and numbers are written, and whether signs are flipped. */
export function MappingPanel({ header, sample, mapping, dateOrders, onChange }: MappingPanelProps) {
  const { t } = useTranslation("imports");
  const width = Math.max(header.length, ...sample.map((r) => r.length));
  const columns = Array.from({ length: width }, (_, i) => ({
    value: String(i),
    label: t("mapping.column", {
      n: i + 1,
      name: header[i] || sample.find((r) => r[i])?.[i] || "",
    }),
  }));
  const split = mapping.amount === null;
  const pick = (role: Role, optional: boolean) => (
    <Select
      key={role}
      label={t(`mapping.roles.${role}`)}
      data={columns}
      value={mapping[role] === null ? null : String(mapping[role])}
      clearable={optional}
      placeholder={t("mapping.none")}
      onChange={(value) => onChange({ ...mapping, [role]: value === null ? null : Number(value) })}
      data-testid={`mapping-${role}`}
    />
  );
  const orders: DateOrder[] = dateOrders.length ? dateOrders : ["ymd", "dmy", "mdy"];

  return (
    <Panel title={t("mapping.title")}>
      <Text size="sm" c="dimmed">
        {t("mapping.hint")}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {pick("date", false)}
        {split ? [pick("debit", true), pick("credit", true)] : pick("amount", false)}
        {pick("payee", true)}
        {pick("notes", true)}
        {pick("category", true)}
        <Select
          label={t("mapping.dateOrder")}
          data={orders.map((o) => ({ value: o, label: t(`mapping.orders.${o}`) }))}
          value={mapping.dateOrder}
          allowDeselect={false}
          onChange={(value) => value && onChange({ ...mapping, dateOrder: value as DateOrder })}
          description={dateOrders.length > 1 ? t("mapping.ambiguous") : undefined}
          data-testid="mapping-dateOrder"
        />
        <Select
          label={t("mapping.decimal")}
          data={[
            { value: ".", label: "1,234.56" },
            { value: ",", label: "1.234,56" },
          ]}
          value={mapping.decimal}
          allowDeselect={false}
          onChange={(value) => value && onChange({ ...mapping, decimal: value as "." | "," })}
        />
      </SimpleGrid>
      <Switch
        label={t("mapping.split")}
        checked={split}
        onChange={(e) =>
          onChange(
            e.currentTarget.checked
              ? { ...mapping, amount: null, debit: mapping.amount, credit: null }
              : {
                  ...mapping,
                  amount: mapping.debit ?? mapping.credit ?? 0,
                  debit: null,
                  credit: null,
                },
          )
        }
      />
      <Switch
        label={t("mapping.invert")}
        description={t("mapping.invertHint")}
        checked={mapping.invert}
        onChange={(e) => onChange({ ...mapping, invert: e.currentTarget.checked })}
        data-testid="mapping-invert"
      />
    </Panel>
  );
}
