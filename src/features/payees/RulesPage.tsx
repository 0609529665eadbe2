import { Button, Loader, Stack } from "@mantine/core";
import { IconAdjustmentsBolt, IconPlus, IconUsers } from "@tabler/icons-react";
import { use, useState } from "react";
import { useTranslation } from "react-i18next";
import { EditAccess } from "../../components/editAccess";
import { EmptyState } from "../../components/EmptyState";
import { LinkButton } from "../../components/LinkButton";
import { Page } from "../../components/PageHeader";
import { useRules, type RuleView } from "../../data/payees";
import { ApplyRuleModal } from "./components/ApplyRuleModal";
import { RuleFormModal } from "./components/RuleFormModal";
import { RuleList } from "./components/RuleList";
import { RuleSuggestions } from "./components/RuleSuggestions";

/**
 * Rules that file transactions for the user: the ones the app proposes from their history,
 * their own, and applying one to existing transactions after a preview.
 */
export default function RulesPage() {
  const { t } = useTranslation("payees");
  const rules = useRules();
  const [editing, setEditing] = useState<RuleView | "new" | null>(null);
  /** The rule to apply to existing transactions; `saved`: it was just made or changed. */
  const [applying, setApplying] = useState<{ rule: RuleView; saved: boolean } | null>(null);
  const offer = (rule: RuleView) => setApplying({ rule, saved: true });
  // A viewer reads the rules; making, changing and applying them are not theirs.
  const canEdit = use(EditAccess);

  return (
    <Page
      title={t("rules.title")}
      description={t("rules.description")}
      actions={
        <>
          <LinkButton to="/payees" icon={IconUsers} variant="default">
            {t("title")}
          </LinkButton>
          {canEdit && (
            <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing("new")}>
              {t("rules.add")}
            </Button>
          )}
        </>
      }
    >
      <Stack gap="lg">
        {canEdit && <RuleSuggestions onCreated={offer} />}
        {rules === undefined ? (
          <Loader size="sm" role="status" aria-label={t("loading")} />
        ) : rules.length === 0 ? (
          <EmptyState
            icon={<IconAdjustmentsBolt />}
            title={t("rules.emptyTitle")}
            description={t("rules.emptyBody")}
            testId="rules-empty"
          />
        ) : (
          <RuleList
            rules={rules}
            onEdit={setEditing}
            onApply={(rule) => setApplying({ rule, saved: false })}
          />
        )}
      </Stack>
      <RuleFormModal
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={(rule) => rule && offer(rule)}
      />
      <ApplyRuleModal
        rule={applying?.rule ?? null}
        saved={applying?.saved ?? false}
        onClose={() => setApplying(null)}
      />
    </Page>
  );
}
