import { useAtomValue } from 'jotai';
import { t, type MessageKey } from '@site/shared/i18n';
import { pageMetaAtom } from '@site/shared/routes';
import { brandAtom } from '@site/shared/session';
import type { Current } from './use-navigation-guards';

/** "<page> - <brand>" for the document title; a page's own title (usePageMeta) wins on its path. */
export function usePageTitle(current: Current): string {
  const brand = useAtomValue(brandAtom);
  const meta = useAtomValue(pageMetaAtom);
  const site = brand?.title ?? t('common.siteName');
  if (!current) return site;
  if (current.kind === 'page' && meta && meta.path === current.entry.location.pathname)
    return `${meta.title} - ${site}`;
  const name = current.kind === 'notFound' ? 'notFound' : current.entry.match.route.name;
  return `${t(`routes.${name}` as MessageKey)} - ${site}`;
}
