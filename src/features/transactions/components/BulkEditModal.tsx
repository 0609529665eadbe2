import { Checkbox, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormModal } from "../../../components/FormModal";
import { PayeeField } from "./PayeeField";
import { MAX_TAGS, TagsField } from "./TagsField";
import { FormActions } from "../../../components/FormActions";

/** What a bulk edit of payee and tags changes; absent fields stay as they are. */
export interface BulkEdit {
  /** "" removes the payee. */
  payee?: string;
  addTags?: string[];
  removeTags?: string[];
}

interface Props {
  opened: boolean;
  /** How many rows it applies to; null: everything matching the filter. */
  count: number | null;
  onClose: () => void;
  onApply: (edit: BulkEdit) => void;
}

/** Payee and tags for many transactions at once (transfers keep theirs). */
export function BulkEditModal({ opened, count, onClose, onApply }: Props) {
  const { t } = useTranslation("transactions");
  return (
    <FormModal opened={opened} onClose={onClose} title={t("bulk.editTitle")}>
      <BulkEditForm count={count} onClose={onClose} onApply={onApply} />
    </FormModal>
  );
}

function BulkEditForm({ count, onClose, onApply }: Omit<Props, "opened">) {
  const { t } = useTranslation("transactions");
  const [setPayee, setSetPayee] = useState(false);
  const [payee, setPayeeText] = useState("");
  const [addTags, setAddTags] = useState<string[]>([]);
  const [removeTags, setRemoveTags] = useState<string[]>([]);
  const edit: BulkEdit = {
    ...(setPayee ? { payee: payee.trim() } : {}),
    ...(addTags.length ? { addTags } : {}),
    ...(removeTags.length ? { removeTags } : {}),
  };
  const empty = Object.keys(edit).length === 0;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {count === null ? t("bulk.editMatching") : t("bulk.editCount", { count })}
      </Text>
      <Checkbox
        label={t("bulk.setPayee")}
        checked={setPayee}
        onChange={(e) => setSetPayee(e.currentTarget.checked)}
      />
      {setPayee && <PayeeField value={payee} onChange={setPayeeText} />}
      <TagsField
        label={t("bulk.addTags")}
        value={addTags}
        onChange={setAddTags}
        maxTags={MAX_TAGS}
      />
      <TagsField label={t("bulk.removeTags")} value={removeTags} onChange={setRemoveTags} />
      <FormActions
        onCancel={onClose}
        label={t("bulk.apply")}
        disabled={empty}
        onConfirm={() => {
          onClose();
          onApply(edit);
        }}
        testId="bulk-edit-apply"
      />
    </Stack>
  );
}
