import { Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useTranslation } from "react-i18next";
import { PasswordField } from "../../components/PasswordField";
import { errorCodeOf } from "../../../convex/shared/errors";
import { useProfile, useProfileMutations } from "../../data/profile";
import { useSubmit } from "../../lib/useSubmit";
import { validateName, validatePassword } from "../../../convex/shared/validation";
import { SettingsCard } from "./SettingsCard";

/** Display name (shown in the header) and, for password users, a password change (R32). */
export function ProfileSection() {
  const { t } = useTranslation("settings");
  const profile = useProfile();
  if (profile === undefined) return null;
  return (
    <SettingsCard title={t("profile.title")}>
      <Stack gap="xl" maw={480}>
        <NameForm initial={profile.name ?? ""} />
        {profile.hasPassword ? (
          <PasswordForm />
        ) : (
          <Text size="sm" c="dimmed">
            {t("profile.noPassword")}
          </Text>
        )}
      </Stack>
    </SettingsCard>
  );
}

function NameForm({ initial }: { initial: string }) {
  const { t } = useTranslation("settings");
  const { updateName } = useProfileMutations();
  const { saving, run } = useSubmit({ notify: true });
  const form = useForm({
    initialValues: { name: initial },
    validate: {
      name: (value) => {
        // An empty name clears it; otherwise the server's rule (shared/validation.ts).
        const code = value.trim() === "" ? null : validateName(value);
        if (code === "NAME_TOO_LONG") return t("profile.nameTooLong");
        return code ? t(`common:errors.${code}`) : null;
      },
    },
  });
  async function save({ name }: { name: string }) {
    if (!(await run(() => updateName({ name }))).ok) return;
    notifications.show({ color: "brand", message: t("profile.nameSaved") });
  }
  return (
    <form onSubmit={form.onSubmit((values) => void save(values))}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t("profile.name")}
          description={t("profile.nameHint")}
          autoComplete="name"
          style={{ flex: "1 1 240px" }}
          {...form.getInputProps("name")}
        />
        <Button type="submit" variant="default" loading={saving}>
          {t("profile.saveName")}
        </Button>
      </Group>
    </form>
  );
}

function PasswordForm() {
  const { t } = useTranslation("settings");
  const { changePassword } = useProfileMutations();
  const { saving, run } = useSubmit();
  const form = useForm({
    initialValues: { currentPassword: "", newPassword: "", confirm: "" },
    validate: {
      currentPassword: (value) => (value ? null : t("profile.required")),
      newPassword: (value) => {
        const code = validatePassword(value);
        if (code === "PASSWORD_BLANK" || code === "PASSWORD_TOO_LONG") {
          return t(`common:errors.${code}`);
        }
        return code ? t("profile.passwordLength") : null;
      },
      confirm: (value, values) =>
        value === values.newPassword ? null : t("profile.passwordsMatch"),
    },
  });
  async function save({ currentPassword, newPassword }: typeof form.values) {
    const result = await run(() => changePassword({ currentPassword, newPassword }));
    if (result.ok) {
      form.reset();
      notifications.show({ color: "brand", message: t("profile.passwordChanged") });
    } else if (errorCodeOf(result.error) === "INVALID_CREDENTIALS") {
      form.setFieldError("currentPassword", t("profile.wrongPassword"));
    } else {
      notifications.show({ color: "red", message: result.message });
    }
  }
  return (
    <form onSubmit={form.onSubmit((values) => void save(values))} noValidate>
      <Stack gap="sm">
        <Text fw={600} size="sm">
          {t("profile.changePassword")}
        </Text>
        <PasswordField
          label={t("profile.currentPassword")}
          autoComplete="current-password"
          {...form.getInputProps("currentPassword")}
        />
        <PasswordField
          label={t("profile.newPassword")}
          autoComplete="new-password"
          {...form.getInputProps("newPassword")}
        />
        <PasswordField
          label={t("profile.confirmPassword")}
          autoComplete="new-password"
          {...form.getInputProps("confirm")}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            {t("profile.updatePassword")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
