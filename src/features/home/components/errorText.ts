import { ApiError, NetworkError } from '@/lib/api';
import { t } from '@/lib/i18n';

/** A short reason for a failed call the buyer can act on: the network, or the gateway's message. */
export function errorText(error: unknown): string {
  if (error instanceof NetworkError) return error.name === 'TimeoutError' ? error.message : t('error.network');
  if (error instanceof ApiError) return error.message || t('error.server');
  return t('error.server');
}
