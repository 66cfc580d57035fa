import { Button } from '@site/shared/ui';
import { LOCALE_NAMES, getLocale, rememberLocale, type Locale } from '@site/shared/i18n';
import { t } from '@site/shared/i18n';

/** The other language of the pair: the switch offers it by its own name (简体 / 繁體). */
function otherLocale(): Locale {
  return getLocale() === 'zh-TW' ? 'zh-CN' : 'zh-TW';
}

/**
 * Switches between 简体 and 繁體 and remembers the choice. The page reloads: every remote,
 * the brand's texts and the server's answers (the `language` header) change together,
 * rather than some screens keeping the old script until they next render.
 */
export function switchLanguage(reload: () => void = () => window.location.reload()): void {
  rememberLocale(otherLocale());
  reload();
}

export function LanguageSwitch({ as = 'button' }: { as?: 'button' | 'plain' }) {
  const target = otherLocale();
  const label = `${t('host.switchLanguage')}: ${LOCALE_NAMES[target]}`;
  if (as === 'plain') {
    return (
      <button type="button" lang={target} aria-label={label} onClick={() => switchLanguage()}>
        {LOCALE_NAMES[target]}
      </button>
    );
  }
  return (
    <Button variant="text" size="sm" lang={target} aria-label={label} onClick={() => switchLanguage()}>
      {LOCALE_NAMES[target]}
    </Button>
  );
}
