import {
  IconBuildingBank,
  IconCash,
  IconCreditCard,
  IconPigMoney,
  IconReceipt2,
  IconTrendingUp,
  type Icon,
} from "@tabler/icons-react";
import type { AccountType } from "../../../convex/shared/domain";

/** One icon and colour per account type, used in the list, the wizard and the review. */
export const ACCOUNT_TYPE_STYLE: Record<AccountType, { icon: Icon; color: string }> = {
  cash: { icon: IconCash, color: "green" },
  bank: { icon: IconBuildingBank, color: "blue" },
  savings: { icon: IconPigMoney, color: "teal" },
  investment: { icon: IconTrendingUp, color: "violet" },
  credit_card: { icon: IconCreditCard, color: "orange" },
  loan: { icon: IconReceipt2, color: "red" },
};
