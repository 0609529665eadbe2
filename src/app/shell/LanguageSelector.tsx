import { Button, Image } from "@mantine/core";
import { cloneElement, lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { LANGUAGE_FLAG, LANGUAGE_NATIVE_NAME } from "../../lib/language";
import { useLanguagePreference } from "../../data/preferences";

// The menu (and the popover code under it) loads after the first screen; until then the same
// button stands in its place, so nothing moves when it arrives, and a click on it opens the
// menu as soon as it is there.
const LanguageMenu = lazy(() => import("./LanguageMenu"));

/** Footer language selector: current code and flag, the 8 languages to choose from (R33). */
export function LanguageSelector() {
  const { t } = useTranslation();
  const { language } = useLanguagePreference();
  const [clickedEarly, setClickedEarly] = useState(false);
  const trigger = (
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
  );
  return (
    <Suspense fallback={cloneElement(trigger, { onClick: () => setClickedEarly(true) })}>
      <LanguageMenu trigger={trigger} defaultOpened={clickedEarly} />
    </Suspense>
  );
}
