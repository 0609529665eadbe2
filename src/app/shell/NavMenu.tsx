import { AppShell, NavLink, ScrollArea } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { NavLink as RouterLink, useLocation } from "react-router-dom";
import { MAIN_NAV, SETTINGS_NAV, type NavItem } from "./navItems";

function Item({ item, onNavigate }: { item: NavItem; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = item.path === "/" ? pathname === "/" : pathname.startsWith(item.path);
  const Icon = item.icon;
  return (
    <NavLink
      component={RouterLink}
      to={item.path}
      label={t(item.labelKey)}
      leftSection={<Icon size={18} stroke={1.6} aria-hidden />}
      active={active}
      aria-current={active ? "page" : undefined}
      onClick={onNavigate}
      variant="light"
      style={{ borderRadius: "var(--mantine-radius-md)" }}
    />
  );
}

/** The side drawer: main sections on top, Settings at the bottom. */
export function NavMenu({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <AppShell.Section grow component={ScrollArea} p="xs">
        <nav aria-label={t("nav.label")}>
          {MAIN_NAV.map((item) => (
            <Item key={item.path} item={item} onNavigate={onNavigate} />
          ))}
        </nav>
      </AppShell.Section>
      <AppShell.Section p="xs" style={{ borderTop: "1px solid var(--app-shell-border-color)" }}>
        <Item item={SETTINGS_NAV} onNavigate={onNavigate} />
      </AppShell.Section>
    </>
  );
}
