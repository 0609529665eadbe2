import { Alert, Button, Group, Select, Stack, Text } from "@mantine/core";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { bankRedirectUrl, useBankActions } from "../../../data/bankConnections";
import { useSubmit } from "../../../lib/useSubmit";
import { withReauth } from "../../../components/reauth";

/** Countries where PSD2 aggregators reach banks (Enable Banking's list is asked per country). */
const COUNTRIES = [
  "AT",
  "BE",
  "CH",
  "CZ",
  "DE",
  "DK",
  "EE",
  "ES",
  "FI",
  "FR",
  "GB",
  "IE",
  "IT",
  "LT",
  "LU",
  "LV",
  "NL",
  "NO",
  "PL",
  "PT",
  "SE",
];

/**
 * A European bank through Enable Banking: the country, then the bank from the aggregator's
 * list, then the bank's own page, which sends the person back here with a code.
 */
export function EuropeanBankPicker({ onCancel }: { onCancel: () => void }) {
  const { t, i18n } = useTranslation("accounts");
  const { institutions, startAuthorization } = useBankActions();
  const [country, setCountry] = useState<string | null>(null);
  const [banks, setBanks] = useState<{ name: string; country: string }[] | null>(null);
  const [bank, setBank] = useState<string | null>(null);
  const listing = useSubmit();
  const going = useSubmit();
  const regions = useMemo(
    () => new Intl.DisplayNames([i18n.language], { type: "region" }),
    [i18n.language],
  );
  const countries = useMemo(
    () =>
      COUNTRIES.map((code) => ({ value: code, label: regions.of(code) ?? code })).sort((a, b) =>
        a.label.localeCompare(b.label, i18n.language),
      ),
    [regions, i18n.language],
  );
  const pickCountry = async (code: string | null) => {
    setCountry(code);
    setBanks(null);
    setBank(null);
    if (code === null) return;
    const done = await listing.run(() => institutions({ country: code }));
    if (done.ok) setBanks(done.value);
  };

  const go = async () => {
    if (country === null || bank === null) return;
    const done = await going.run(() =>
      withReauth(() =>
        startAuthorization({
          provider: "enablebanking",
          institution: { name: bank, country },
          redirectUrl: bankRedirectUrl(),
        }),
      ),
    );
    if (done.ok) window.location.assign(done.value.url);
  };

  return (
    <Stack gap="sm">
      <Text size="sm">{t("bank.europe.intro")}</Text>
      <Select
        label={t("bank.europe.country")}
        placeholder={t("bank.europe.countryPlaceholder")}
        data={countries}
        value={country}
        onChange={(code) => void pickCountry(code)}
        searchable
        data-testid="bank-country"
      />
      <Select
        label={t("bank.europe.bank")}
        placeholder={t("bank.europe.bankPlaceholder")}
        data={(banks ?? []).map((b) => b.name)}
        value={bank}
        onChange={setBank}
        disabled={banks === null}
        nothingFoundMessage={t("bank.europe.noBanks")}
        searchable
        data-testid="bank-institution"
      />
      {(listing.error ?? going.error) && (
        <Alert color="red" role="alert" data-testid="bank-connect-error">
          {listing.error ?? going.error}
        </Alert>
      )}
      <Text size="xs" c="dimmed">
        {t("bank.europe.consent")}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t("common:actions.cancel")}
        </Button>
        <Button
          onClick={() => void go()}
          loading={going.saving}
          disabled={bank === null}
          data-testid="bank-continue"
        >
          {t("bank.europe.continue")}
        </Button>
      </Group>
    </Stack>
  );
}
