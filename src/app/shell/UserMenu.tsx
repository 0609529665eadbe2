import { Avatar, Button, Text } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import { cloneElement, lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Viewer } from "../../data/session";

// The menu loads after the first screen; the same button stands in until it arrives, and a
// click on it opens the menu as soon as it is there.
const UserMenuDropdown = lazy(() => import("./UserMenuDropdown"));

/** Header menu of a signed-in user: display name or e-mail, settings and logout (R3). */
export function UserMenu({ viewer }: { viewer: Viewer }) {
  const { t } = useTranslation();
  const label = viewer.name || viewer.email || t("header.account");
  const [clickedEarly, setClickedEarly] = useState(false);
  const trigger = (
    <Button
      variant="subtle"
      color="gray"
      px={6}
      aria-label={t("header.userMenu", { name: label })}
      data-testid="user-menu"
      leftSection={
        <Avatar size={26} radius="xl" color="brand">
          {label.slice(0, 1).toUpperCase()}
        </Avatar>
      }
      rightSection={<IconChevronDown size={14} aria-hidden />}
    >
      {/* A long name or address is cut on purpose; the menu shows it in full. */}
      <Text size="sm" maw={180} truncate visibleFrom="sm" data-truncate-ok title={label}>
        {label}
      </Text>
    </Button>
  );
  return (
    <Suspense fallback={cloneElement(trigger, { onClick: () => setClickedEarly(true) })}>
      <UserMenuDropdown label={label} trigger={trigger} defaultOpened={clickedEarly} />
    </Suspense>
  );
}
