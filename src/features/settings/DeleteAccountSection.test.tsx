import { screen } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import { LANGUAGES } from "../../../convex/shared/domain";
import { createTestI18n, renderWithProviders } from "../../test/renderWithProviders";
import { DeleteAccountSection } from "./DeleteAccountSection";

vi.mock("@convex-dev/auth/react", () => ({ useAuthActions: () => ({ signOut: vi.fn() }) }));
vi.mock("../../data/profile", () => ({
  useProfileMutations: () => ({ deleteMyAccount: vi.fn() }),
}));

type Strings = Record<string, object>;
const files = import.meta.glob<Strings>(
  ["../../locales/*/common.json", "./locales/*.json", "../auth/locales/*.json"],
  { eager: true, import: "default" },
);
const strings = (path: string): Strings => files[path]!;

describe("Settings → delete my account", () => {
  test.each([...LANGUAGES])(
    "R9 its heading and description are words, not keys, in %s",
    (language) => {
      const settings = strings(`./locales/${language}.json`) as {
        deleteAccount: { title: string; description: string };
      };
      const i18n = createTestI18n(
        {
          [language]: {
            common: strings(`../../locales/${language}/common.json`),
            settings,
            auth: strings(`../auth/locales/${language}.json`),
          },
        },
        language,
      );
      renderWithProviders(<DeleteAccountSection />, { i18n });
      const section = screen.getByTestId("delete-account-section");
      expect(section.textContent).not.toMatch(/deleteAccount\./);
      expect(screen.getByRole("heading").textContent).toBe(settings.deleteAccount.title);
      expect(section.textContent).toContain(settings.deleteAccount.description);
    },
  );
});
