import { t } from '../i18n';
import { toast } from './toast';

function copyWithTextarea(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  // Off screen but still selectable; fixed so the page does not scroll to it.
  area.style.position = 'fixed';
  area.style.top = '0';
  area.style.left = '-9999px';
  area.style.opacity = '0';
  document.body.appendChild(area);
  const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  area.focus({ preventScroll: true });
  area.select();
  area.setSelectionRange(0, text.length);
  let ok = false;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  } finally {
    area.remove();
    previous?.focus({ preventScroll: true });
  }
  return ok;
}

/**
 * Copy text to the clipboard: the async Clipboard API where the page may use it, else a
 * hidden textarea and `execCommand('copy')` (older browsers, http pages, embedded views).
 * Shows the 复制成功 toast on success and an error toast on failure.
 * Never throws; resolves to whether the text was copied.
 */
export async function copyToClipboard(text: string): Promise<boolean> {
  let copied = false;
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      copied = true;
    } catch {
      copied = false;
    }
  }
  if (!copied) copied = copyWithTextarea(text);
  if (copied) toast.success(t('ui.copySucceeded'));
  else toast.error(t('ui.copyFailed'));
  return copied;
}
