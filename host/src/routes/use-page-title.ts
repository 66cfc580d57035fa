import { useAtomValue } from 'jotai';
import { t, type MessageKey } from '@site/shared/i18n';
import { brandAtom } from '@site/shared/session';
import type { Current } from './use-navigation-guards';

/** "<page> - <brand>" for the document title. */
export function usePageTitle(current: Current): string {
  const brand = useAtomValue(brandAtom);
  const site = brand?.title ?? t('common.siteName');
  if (!current) return site;
  const name = current.kind === 'notFound' ? 'notFound' : current.entry.match.route.name;
  return `${t(`routes.${name}` as MessageKey)} - ${site}`;
}
