import { Image, Menu } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import type { ReactElement } from "react";
import { LANGUAGES, type Language } from "../../../convex/shared/domain";
import { LANGUAGE_FLAG, LANGUAGE_NATIVE_NAME } from "../../lib/language";
import { useLanguagePreference } from "../../data/preferences";

/** The language selector's menu around its button (loaded after the first screen). */
export default function LanguageMenu({
  trigger,
  defaultOpened,
}: {
  trigger: ReactElement;
  defaultOpened: boolean;
}) {
  const { language, setLanguage } = useLanguagePreference();
  return (
    <Menu position="top-start" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>{trigger}</Menu.Target>
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
