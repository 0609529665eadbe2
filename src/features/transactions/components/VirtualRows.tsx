import { Center, Loader } from "@mantine/core";
import { IconReceiptOff } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../components/EmptyState";
import type { TransactionView } from "../../../data/transactions";
import { LedgerRowContext } from "./ledgerRowContext";
import type { LedgerRows } from "./useLedgerRows";

const DIVIDER = "1px solid var(--mantine-color-default-border)";

interface Props {
  list: LedgerRows;
  /** The role of each row's wrapper (the phone's list: list items). */
  itemRole?: "listitem";
  /** Called with each drawn row's wrapper, besides the scroll measuring it. */
  onRow?: (element: HTMLElement | null) => void;
  children: (tx: TransactionView, index: number) => ReactNode;
}

/**
 * The rows on screen, each placed where the scroll puts it and measured, under one
 * LedgerRowContext; a spinner below while the next page loads.
 */
export function VirtualRows({ list, itemRole, onRow, children }: Props) {
  const { t } = useTranslation("transactions");
  const { virtualizer, items, offset, results, rowTools, status } = list;
  const measure = onRow
    ? (element: HTMLElement | null) => {
        virtualizer.measureElement(element);
        onRow(element);
      }
    : virtualizer.measureElement;
  return (
    <>
      <div style={{ height: virtualizer.getTotalSize(), position: "relative", width: "100%" }}>
        <LedgerRowContext value={rowTools}>
          {items.map((item) => (
            <div
              key={item.key}
              role={itemRole}
              data-index={item.index}
              ref={measure}
              style={{
                position: "absolute",
                top: 0,
                left: 0,
                width: "100%",
                transform: `translateY(${item.start - offset}px)`,
                borderTop: item.index === 0 ? undefined : DIVIDER,
              }}
            >
              {children(results[item.index], item.index)}
            </div>
          ))}
        </LedgerRowContext>
      </div>
      {status === "LoadingMore" && (
        <InContainer role={itemRole ?? "row"}>
          <Center py="sm">
            <Loader size="sm" role="status" aria-label={t("list.loadingMore")} />
          </Center>
        </InContainer>
      )}
    </>
  );
}

/**
 * Wraps what is not a transaction but stands among the rows so the container keeps only the
 * children its role allows (a grid's rows hold cells; a list holds list items).
 */
export function InContainer({ role, children }: { role: "row" | "listitem"; children: ReactNode }) {
  if (role === "listitem") return <div role="listitem">{children}</div>;
  return (
    <div role="row">
      <div role="gridcell">{children}</div>
    </div>
  );
}

/** What stands in the rows' place: a spinner while the first page loads, else why it is empty. */
export function LedgerPlaceholder(props: {
  list: LedgerRows;
  filtered: boolean;
  emptyAction?: ReactNode;
}) {
  const { t } = useTranslation("transactions");
  if (props.list.status === "LoadingFirstPage") {
    return (
      <Center py="xl" aria-busy="true">
        <Loader role="status" aria-label={t("list.loading")} />
      </Center>
    );
  }
  const filtered = props.filtered;
  return (
    <EmptyState
      icon={<IconReceiptOff />}
      title={filtered ? t("list.noMatches") : t("list.empty")}
      description={filtered ? t("list.noMatchesBody") : t("list.emptyBody")}
      action={filtered ? undefined : props.emptyAction}
      testId={filtered ? "transactions-no-matches" : "transactions-empty"}
    />
  );
}
