import { errorText } from '@/lib/api';
import { t } from '@/lib/i18n';
import { nativeBridge } from '@/lib/native';
import { showErrorBanner } from '@/lib/ui';

/** The contract document: the app's PDF viewer in the app, a new tab in a browser (the gateway gives a path). */
export function openContractDocument(fileUrl: string): void {
  const url = new URL(fileUrl, window.location.href).href;
  nativeBridge()
    .openpdf(url)
    .catch((error: unknown) => showErrorBanner(t('contract.detail.documentFailed', { message: errorText(error) })));
}

/** Calls a salesman: the app's dialer in the app, a tel: link in a browser. */
export function callSalesman(mobile: string): void {
  nativeBridge()
    .callPhone(mobile)
    .catch((error: unknown) => showErrorBanner(t('contract.detail.callFailed', { message: errorText(error) })));
}
