import {
  IconBulb,
  IconChartPie,
  IconHome,
  IconListDetails,
  IconSettings,
  IconTargetArrow,
  IconWallet,
  type Icon,
} from "@tabler/icons-react";

export interface NavItem {
  path: string;
  labelKey: string;
  icon: Icon;
}

/** The drawer menu, in order; Settings sits apart at the bottom. */
export const MAIN_NAV: readonly NavItem[] = [
  { path: "/", labelKey: "nav.home", icon: IconHome },
  { path: "/accounts", labelKey: "nav.accounts", icon: IconWallet },
  { path: "/transactions", labelKey: "nav.transactions", icon: IconListDetails },
  { path: "/planner", labelKey: "nav.planner", icon: IconTargetArrow },
  { path: "/reports", labelKey: "nav.reports", icon: IconChartPie },
  { path: "/advisor", labelKey: "nav.advisor", icon: IconBulb },
];

export const SETTINGS_NAV: NavItem = {
  path: "/settings",
  labelKey: "nav.settings",
  icon: IconSettings,
};
