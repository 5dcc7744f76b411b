import type { CreateImportResponse, ImportStatus, NamedSourceKind } from '@frontdoor/shared';
import { requestJson } from '../../../auth/api-result';

// Create from a link (shared/src/import/page-import.ts): no sign-in needed, like the rest of the
// wizard until Launch. Every call resolves to an ApiResult and never throws.
export const importsApi = {
  start: (url: string, kind: NamedSourceKind | null) =>
    requestJson<CreateImportResponse>('/api/imports', { body: { url, ...(kind && { kind }) } }),
  status: (importId: string) => requestJson<ImportStatus>(`/api/imports/${encodeURIComponent(importId)}`, { method: 'GET' }),
};
