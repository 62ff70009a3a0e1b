import { hasServerMessage, toApiError } from '@beacon/shared';
import type { TFunction } from 'i18next';

/**
 * What a failed hotspot load says (§8.3): 404 "Hotspot not found: {id}"; otherwise the server's own
 * text (the ApiError's message already prefers its detail, then its error, then its message), else
 * "Failed to load hotspot details. Please try again."
 */
export function hotspotLoadErrorText(cause: unknown, hotspotId: string, t: TFunction<'admin'>): string {
  const error = toApiError(cause);
  if (error.status === 404) return t('hotspot.error.not-found', 'Hotspot not found: {{id}}', { id: hotspotId });
  if (hasServerMessage(error) && error.message.trim() !== '') return error.message;
  return t('hotspot.error.generic', 'Failed to load hotspot details. Please try again.');
}
