import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconFileUpload } from "@tabler/icons-react";
import { useRef, useState, type DragEvent } from "react";
import { useTranslation } from "react-i18next";

const ACCEPT = ".csv,.tsv,.txt,.ofx,.qfx,.qif,text/csv,text/plain,application/x-ofx";

/** Drop a statement here or pick it; keyboard users reach the button, mouse users can drop. */
export function FileDrop({
  onFile,
  fileName,
}: {
  onFile: (file: File) => void;
  fileName?: string;
}) {
  const { t } = useTranslation("imports");
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      style={{
        borderStyle: "dashed",
        borderColor: over ? "var(--mantine-primary-color-filled)" : undefined,
      }}
      data-testid="import-drop"
    >
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <IconFileUpload size={28} aria-hidden />
          <Stack gap={0} miw={0}>
            <Text fw={600} truncate>
              {fileName ?? t("file.drop")}
            </Text>
            <Text size="sm" c="dimmed">
              {t("file.formats")}
            </Text>
          </Stack>
        </Group>
        <Button variant="light" onClick={() => input.current?.click()}>
          {fileName ? t("file.change") : t("file.choose")}
        </Button>
      </Group>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        hidden
        aria-label={t("file.choose")}
        data-testid="import-file-input"
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          if (file) onFile(file);
          e.currentTarget.value = "";
        }}
      />
    </Paper>
  );
}
