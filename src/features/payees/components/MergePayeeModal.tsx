import { Select, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Id } from "../../../../convex/_generated/dataModel";
import { FormModal } from "../../../components/FormModal";
import { usePayeeMutations, usePayeeSuggestions, type PayeeView } from "../../../data/payees";
import { useSubmit } from "../../../lib/useSubmit";
import { FormActions } from "../../../components/FormActions";
import { showKept } from "./keptNotice";

interface MergeProps {
  payee: PayeeView | null;
  onClose: () => void;
}

/** Merges the payee into another one the user picks; its transactions take that name. */
export function MergePayeeModal({ payee, onClose }: MergeProps) {
  const { t } = useTranslation("payees");
  return (
    <FormModal opened={payee !== null} onClose={onClose} title={t("mergeTitle")}>
      {payee && <MergeForm payee={payee} onClose={onClose} />}
    </FormModal>
  );
}

function MergeForm({ payee, onClose }: MergeProps & { payee: PayeeView }) {
  const { t } = useTranslation("payees");
  const { merge } = usePayeeMutations();
  const [search, setSearch] = useState("");
  const [typed] = useDebouncedValue(search, 150);
  const candidates = usePayeeSuggestions(typed).filter((p) => p._id !== payee._id);
  const [targetId, setTargetId] = useState<string | null>(null);
  const { saving, run } = useSubmit({ notify: true });
  const target = candidates.find((p) => p._id === targetId);

  const submit = async () => {
    if (!targetId) return;
    const merged = await run(() =>
      merge({ sourceId: payee._id, targetId: targetId as Id<"payees"> }),
    );
    if (!merged.ok) return;
    notifications.show({
      color: "teal",
      message: t("merged", { from: payee.name, into: target?.name ?? "" }),
    });
    showKept(t, merged.value.kept, payee.name);
    onClose();
  };

  return (
    <Stack gap="sm">
      <Text size="sm">{t("mergeBody", { name: payee.name, count: payee.count })}</Text>
      <Select
        label={t("mergeInto")}
        placeholder={t("mergeIntoPlaceholder")}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        data={candidates.map((p) => ({ value: p._id, label: p.name }))}
        value={targetId}
        onChange={setTargetId}
        filter={({ options }) => options}
        nothingFoundMessage={t("noOtherPayee")}
        data-autofocus
      />
      <FormActions
        onCancel={onClose}
        label={t("merge")}
        loading={saving}
        disabled={!targetId}
        onConfirm={() => void submit()}
      />
    </Stack>
  );
}
