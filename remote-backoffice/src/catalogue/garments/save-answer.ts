import type { ApiResult } from '@teamwear/shared/api';
import type { Catalogue, CatalogueResponse } from '@teamwear/shared/contracts';
import { showToast } from '@teamwear/shared/ui';

/**
 * What a save's answer means for a part of the catalogue form: the new catalogue (a toast says it
 * is saved), the API's refusal per field (the form shows each beside its cell), or a toast.
 */
export function takeSaveAnswer(result: ApiResult<CatalogueResponse>, onSaved: (catalogue: Catalogue) => void, t: (key: string) => string): Record<string, string> {
  if (result.ok) {
    onSaved(result.data.data);
    showToast({ severity: 'success', summary: t('catalogue.saved') });
    return {};
  }
  if (result.status === 400 && result.error.fields && Object.keys(result.error.fields).length > 0) return result.error.fields;
  showToast({ severity: 'error', summary: result.status === 0 ? t('settings.offline') : result.status === 400 ? result.error.message : t('settings.saveFailed') });
  return {};
}
