import { Button, Image, Menu } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { LANGUAGES, type Language } from "../../convex/shared/domain";
import { LANGUAGE_FLAG, LANGUAGE_NATIVE_NAME } from "../lib/language";
import { useLanguagePreference } from "../lib/preferences";

/** Footer language selector: current code and flag, the 8 languages to choose from (R33). */
export function LanguageSelector() {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguagePreference();
  return (
    <Menu position="top-start" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          aria-label={t("footer.language", { language: LANGUAGE_NATIVE_NAME[language] })}
          data-testid="language-selector"
          leftSection={<Image src={LANGUAGE_FLAG[language]} w={20} h={14} radius={2} alt="" />}
        >
          {language.toUpperCase()}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {LANGUAGES.map((code: Language) => (
          <Menu.Item
            key={code}
            lang={code}
            onClick={() => void setLanguage(code)}
            leftSection={<Image src={LANGUAGE_FLAG[code]} w={20} h={14} radius={2} alt="" />}
            rightSection={code === language ? <IconCheck size={14} aria-hidden /> : null}
            aria-current={code === language ? "true" : undefined}
          >
            {`${code.toUpperCase()} · ${LANGUAGE_NATIVE_NAME[code]}`}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
