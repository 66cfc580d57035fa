import type { Locale } from '@site/shared/i18n';
import { localText } from '../messages/locale';

/** Text made safe for HTML text and quoted attributes. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The server page's text in `locale` (zh-TW converted), escaped for HTML. */
export const htmlText = (locale: Locale) => (text: string) => escapeHtml(localText(text, locale));
