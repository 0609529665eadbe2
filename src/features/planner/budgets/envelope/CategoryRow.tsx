import { Table, Text } from "@mantine/core";
import { use } from "react";
import type { CategoryKey } from "../../../../../convex/shared/domain";
import { EditAccess } from "../../../../components/editAccess";
import { MoneyText } from "../../../../components/MoneyText";
import type { EnvelopeDetail, EnvelopeMonth } from "../../../../data/envelope";
import { AssignedCell } from "./AssignedCell";
import { AvailableCell } from "./AvailableCell";
import classes from "./EnvelopeTable.module.css";
import { RowMenu } from "./RowMenu";
import { TargetBar } from "./TargetBar";
import type { TableActions } from "./tableActions";
import { targetProgress } from "./targetProgress";

interface CategoryRowProps {
  data: EnvelopeMonth;
  line: EnvelopeMonth["categories"][number];
  detail: EnvelopeDetail;
  name: string;
  actions: TableActions;
}

/** One category: name and target progress, assigned (editable), activity, available, menu. */
export function CategoryRow({ data, line, detail, name, actions }: CategoryRowProps) {
  // A viewer of the household reads the budget; the server refuses their changes anyway.
  const canEdit = use(EditAccess);
  const category = line.category as CategoryKey;
  const progress = targetProgress(detail, line);
  return (
    <Table.Tr data-category={category}>
      <Table.Td>
        <Text size="sm" fw={550} lineClamp={2} className={classes.name} pl={{ base: 4, xs: 22 }}>
          {name}
        </Text>
        {progress !== null && (
          <Text component="div" pl={{ base: 4, xs: 22 }}>
            <TargetBar progress={progress} currency={data.currency} />
          </Text>
        )}
      </Table.Td>
      <Table.Td className={classes.amount}>
        {canEdit ? (
          <AssignedCell
            amount={line.assigned}
            currency={data.currency}
            label={name}
            onAssign={(amount) => actions.assign(category, amount)}
          />
        ) : (
          <MoneyText amount={line.assigned} currency={data.currency} size="sm" />
        )}
      </Table.Td>
      <Table.Td className={classes.amount} visibleFrom="xs">
        <MoneyText
          amount={line.activity}
          currency={data.currency}
          size="sm"
          markNegative={false}
          c={line.activity === 0 ? "dimmed" : undefined}
        />
      </Table.Td>
      <Table.Td className={classes.amount}>
        <AvailableCell
          available={line.available}
          underfunded={detail.underfunded}
          currency={data.currency}
        />
      </Table.Td>
      <Table.Td className={classes.actions}>
        {canEdit && (
          <RowMenu
            label={name}
            available={line.available}
            detail={detail}
            assigned={line.assigned}
            currency={data.currency}
            readyToAssign={data.readyToAssign}
            onQuickAssign={(mode) => actions.quickAssign(category, mode)}
            onMove={() => actions.move({ from: category })}
            onAssignFromReady={() => actions.move({ from: "ready", to: category })}
            onReturnToReady={() =>
              actions.move({ from: category, to: "ready", amount: Math.max(0, line.available) })
            }
            onCover={() => actions.move({ to: category, amount: -line.available })}
            onTarget={() => actions.target(category)}
            onKeepNegative={(on) => actions.keepNegative(category, on)}
            onPickGroup={() => actions.pickGroup(category)}
          />
        )}
      </Table.Td>
    </Table.Tr>
  );
}
