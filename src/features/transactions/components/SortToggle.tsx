import { ActionIcon } from "@mantine/core";
import { IconSortAscending, IconSortDescending } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

type Order = "desc" | "asc";

/** The phone's date order: one button that flips newest-first and oldest-first, and says which. */
export function SortToggle({
  order,
  onChange,
}: {
  order: Order;
  onChange: (order: Order) => void;
}) {
  const { t } = useTranslation("transactions");
  const current = order === "desc" ? t("filters.newest") : t("filters.oldest");
  return (
    <ActionIcon
      variant="default"
      size="input-sm"
      aria-label={t("filters.sortToggle", { order: current })}
      title={current}
      onClick={() => onChange(order === "desc" ? "asc" : "desc")}
      data-testid="sort-toggle"
    >
      {order === "desc" ? <IconSortDescending size={18} /> : <IconSortAscending size={18} />}
    </ActionIcon>
  );
}
