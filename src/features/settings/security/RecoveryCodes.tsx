import { Alert, Button, Code, CopyButton, Group, SimpleGrid, Stack } from "@mantine/core";
import { IconCheck, IconCopy, IconDownload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
  const link = Object.assign(document.createElement("a"), { href: url, download: name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The recovery codes, shown once (only their hashes are kept), to copy (into a password
 * manager) or download as a text file.
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation("settings");
  const file = [t("security.codes.fileIntro"), "", ...codes, ""].join("\n");
  return (
    <Stack>
      <Alert color="yellow" variant="light">
        {t("security.codes.once")}
      </Alert>
      <SimpleGrid cols={2} spacing="xs" data-testid="recovery-codes">
        {codes.map((code) => (
          <Code key={code} fz="sm" ta="center">
            {code}
          </Code>
        ))}
      </SimpleGrid>
      <Group justify="space-between">
        <Group gap="xs">
          <CopyButton value={codes.join("\n")}>
            {({ copied, copy }) => (
              <Button
                variant="default"
                leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                onClick={copy}
              >
                {copied ? t("security.codes.copied") : t("security.codes.copy")}
              </Button>
            )}
          </CopyButton>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            onClick={() => download("recovery-codes.txt", file)}
          >
            {t("security.codes.download")}
          </Button>
        </Group>
        <Button onClick={onDone}>{t("security.codes.done")}</Button>
      </Group>
    </Stack>
  );
}
