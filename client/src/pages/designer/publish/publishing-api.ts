import { requestJson, type ApiResult } from '../../../auth/api-result';
import type { AuthClient } from '../../../auth/auth-client';
import { authorizedJson } from '../../../auth/login-api';
import type { PublishResult } from '@frontdoor/shared';

// The publishing calls of the designer: web-address availability, publish, delete and contact
// export. Every call resolves to an ApiResult and never throws.

/** What POST /api/websites/:id/publish answers (the contract's schema). */
export type { PublishResult };

/** Whether a web address is free (no sign-in needed). Aborting the signal drops the answer. */
export const checkHandle = (handle: string, signal?: AbortSignal): Promise<ApiResult<{ available: boolean }>> =>
  requestJson<{ available: boolean }>(`/api/handles/${encodeURIComponent(handle)}`, { method: 'GET' }, (path, init) =>
    fetch(path, { ...init, signal }),
  );

export const publishingApi = (client: AuthClient, websiteId: string) => {
  const base = `/api/websites/${encodeURIComponent(websiteId)}`;
  return {
    publish: (handle: string) => authorizedJson<PublishResult>(client, `${base}/publish`, { body: { handle } }),
    remove: () => authorizedJson<void>(client, base, { method: 'DELETE' }),
    exportContacts: () => authorizedJson<{ message: string }>(client, `${base}/export-contacts`, { body: {} }),
  };
};

/** The address a published site answers at, on this origin (the prefix the owner saw in the field). */
export const siteUrl = (handle: string) => `${window.location.origin}/${handle}`;
