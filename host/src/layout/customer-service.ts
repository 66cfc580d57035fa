import { request } from '@site/shared/api';
import { site } from '@site/shared/contract-core';
import { bus } from '@site/shared/events';
import { t } from '@site/shared/i18n';

/**
 * SPEC §2: a safety tip comes before the online customer-service url opens in a new tab.
 * The window is opened in the click's own task (popup blockers), then pointed at the url.
 * The host's answer to the `customer_service` event, which any remote may emit.
 */
export function openCustomerService(): void {
  bus.emit('dialog_tips', {
    title: t('host.csSafetyTitle'),
    msg: t('host.csSafetyText'),
    isShowCancel: true,
    sureText: t('host.csContinue'),
    onSure: () => {
      const tab = window.open('about:blank', '_blank');
      request(site.onlineCustomService, {})
        .then(({ url }) => {
          if (tab) tab.location.href = url;
          else window.location.assign(url);
        })
        .catch((error: unknown) => {
          tab?.close();
          bus.emit('toast', {
            kind: 'error',
            message: error instanceof Error ? error.message : String(error),
          });
        });
    },
  });
}
