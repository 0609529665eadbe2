import { Button, Loader, Stack, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconAdjustmentsBolt, IconSearch, IconUsers } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../components/EmptyState";
import { LinkButton } from "../../components/LinkButton";
import { Page } from "../../components/PageHeader";
import { usePayeePages, type PayeeView } from "../../data/payees";
import { PayeeTable } from "./components/PayeeTable";
import { RenamePayeeModal } from "./components/RenamePayeeModal";
import { MergePayeeModal } from "./components/MergePayeeModal";

/**
 * Payees: everyone the user pays or is paid by, with how often and how much. Renaming one or
 * merging two moves all their transactions (convex/payees.ts).
 */
export default function PayeesPage() {
  const { t } = useTranslation("payees");
  const [search, setSearch] = useState("");
  const [typed] = useDebouncedValue(search, 200);
  const { results, status, loadMore } = usePayeePages(typed);
  const [renaming, setRenaming] = useState<PayeeView | null>(null);
  const [merging, setMerging] = useState<PayeeView | null>(null);
  const loading = status === "LoadingFirstPage";

  return (
    <Page
      title={t("title")}
      description={t("description")}
      actions={
        <LinkButton to="/rules" icon={IconAdjustmentsBolt}>
          {t("toRules")}
        </LinkButton>
      }
    >
      <Stack gap="md">
        <TextInput
          aria-label={t("search")}
          placeholder={t("search")}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          maw={360}
        />
        {loading ? (
          <Loader size="sm" role="status" aria-label={t("loading")} />
        ) : results.length === 0 ? (
          <EmptyState
            icon={<IconUsers />}
            title={typed ? t("empty.noMatch") : t("empty.title")}
            description={typed ? undefined : t("empty.body")}
            testId="payees-empty"
          />
        ) : (
          <PayeeTable payees={results} onRename={setRenaming} onMerge={setMerging} />
        )}
        {status === "CanLoadMore" && (
          <Button variant="subtle" onClick={() => loadMore(50)} style={{ alignSelf: "center" }}>
            {t("more")}
          </Button>
        )}
      </Stack>
      <RenamePayeeModal
        payee={renaming}
        onClose={() => setRenaming(null)}
        onMergeInstead={(p) => {
          setRenaming(null);
          setMerging(p);
        }}
      />
      <MergePayeeModal payee={merging} onClose={() => setMerging(null)} />
    </Page>
  );
}
