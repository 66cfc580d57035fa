import { request } from '@site/shared/api';
import { site } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { showTips, toast } from '@site/shared/ui';
import { errorMessage } from './error-message';

/**
 * SPEC §2: the safety tip, then the online customer-service url in a new tab. The tab is
 * opened in the click's own task (popup blockers) and pointed at the url once it arrives.
 */
export function openCustomerService(): void {
  showTips({
    title: t('auth.customerService.title'),
    msg: t('auth.customerService.text'),
    isShowCancel: true,
    sureText: t('auth.customerService.continue'),
    onSure: () => {
      const tab = window.open('about:blank', '_blank');
      request(site.onlineCustomService, {})
        .then(({ url }) => {
          if (tab) tab.location.href = url;
          else window.location.assign(url);
        })
        .catch((error: unknown) => {
          tab?.close();
          toast.error(errorMessage(error));
        });
    },
  });
}
