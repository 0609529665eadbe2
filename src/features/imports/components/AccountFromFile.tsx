import { Alert, Button, Group, Text } from "@mantine/core";
import { IconBuildingBank } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { isCurrencyCode } from "../../../../convex/shared/currencies";
import { useRunAction } from "../../../lib/errors";
import { useAccountMutations } from "../../../data/accounts";
import type { Statement } from "../parse/statement";

/**
 * When no account is chosen, or the chosen one has another currency than the file: say so,
 * and offer to create the account the file describes (OFX names its id, type and currency).
 * Cards need a limit and billing days the file does not carry, so they are added in Accounts.
 */
export function AccountFromFile({
  statement,
  mismatch,
  onCreated,
}: {
  statement: Extract<Statement, { ok: true }>;
  mismatch: boolean;
  onCreated: (id: string) => void;
}) {
  const { t } = useTranslation("imports");
  const { create: createAccount } = useAccountMutations();
  const run = useRunAction();
  const { id, kind, currency } = statement.account;
  const usable = kind !== "credit_card" && isCurrencyCode(currency);

  const create = async () => {
    if (!usable || !isCurrencyCode(currency)) return;
    const suffix = id ? ` ••${id.slice(-4)}` : "";
    const result = await run(
      () =>
        createAccount({
          name: `${t(`account.kinds.${kind ?? "bank"}`)}${suffix}`,
          type: kind === "savings" ? "savings" : "bank",
          currency,
          initialBalance: 0,
        }),
      t("account.created"),
    );
    if (result.ok) onCreated(result.value);
  };

  return (
    <Alert
      color={mismatch ? "red" : "blue"}
      icon={<IconBuildingBank />}
      title={mismatch ? t("account.mismatchTitle") : t("account.chooseTitle")}
      data-testid={mismatch ? "import-currency-mismatch" : "import-choose-account"}
    >
      <Text size="sm">
        {mismatch
          ? t("account.mismatch", { currency: currency ?? "" })
          : currency
            ? t("account.fileSays", { currency, id: id ?? "—" })
            : t("account.choose")}
      </Text>
      {(usable || kind === "credit_card") && (
        <Group mt="sm">
          {usable ? (
            <Button size="xs" onClick={() => void create()} data-testid="import-create-account">
              {t("account.create", { currency })}
            </Button>
          ) : (
            <Button size="xs" variant="light" component={Link} to="/accounts">
              {t("account.addCard")}
            </Button>
          )}
        </Group>
      )}
    </Alert>
  );
}
