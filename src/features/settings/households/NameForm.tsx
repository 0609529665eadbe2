import { Button, Group, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { useSubmit } from "../../../lib/useSubmit";

/** One name and a button: renaming the household, or naming a new one. */
export function NameForm(props: {
  label: string;
  action: string;
  initial: string;
  done: string;
  onSave: (name: string) => Promise<unknown>;
}) {
  const [name, setName] = useState(props.initial);
  const { saving, error, run } = useSubmit();
  async function save() {
    const result = await run(() => props.onSave(name));
    if (!result.ok) return;
    notifications.show({ color: "brand", message: props.done });
    if (props.initial === "") setName("");
  }
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        label={props.label}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        error={error}
        style={{ flex: "1 1 14rem" }}
        maw={360}
      />
      <Button
        variant="light"
        onClick={() => void save()}
        loading={saving}
        disabled={name.trim() === "" || name === props.initial}
      >
        {props.action}
      </Button>
    </Group>
  );
}
