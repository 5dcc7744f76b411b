import type {
  CreateWebsiteRequest,
  GenerationStatus,
  SiteDocument,
  StyleOptions,
  WebsiteListEntry,
} from '@frontdoor/shared';
import { requestJson, type ApiResult } from '../../auth/api-result';
import type { AuthClient } from '../../auth/auth-client';
import { authorizedJson } from '../../auth/login-api';

// The HTTP contract of shared/src/api/websites.ts for the onboarding, progress, designer and
// website-list screens. Every call resolves to an ApiResult and never throws.

/** A draft as GET /api/websites/:id answers it. */
export interface DraftWebsite {
  id: string;
  handle: string | null;
  createdAt: string;
  modifiedAt: string;
  lastDesignedAt: string | null;
  lastPublishedAt: string | null;
  document: SiteDocument;
}

/** The wizard's 8 font pairs and 8 palettes for the business (no sign-in needed). */
export const fetchStyleOptions = (brief: CreateWebsiteRequest['brief']): Promise<ApiResult<StyleOptions>> =>
  requestJson<StyleOptions>('/api/onboarding/styles', { body: { brief } });

export const websitesApi = (client: AuthClient) => ({
  create: (request: CreateWebsiteRequest) => authorizedJson<{ id: string; jobId: string }>(client, '/api/websites', { body: request }),
  jobStatus: (jobId: string) =>
    authorizedJson<GenerationStatus>(client, `/api/websites/jobs/${encodeURIComponent(jobId)}`, { method: 'GET' }),
  retryJob: (jobId: string) =>
    authorizedJson<{ jobId: string }>(client, `/api/websites/jobs/${encodeURIComponent(jobId)}/retry`, { method: 'POST' }),
  list: () => authorizedJson<WebsiteListEntry[]>(client, '/api/websites', { method: 'GET' }),
  get: (id: string) => authorizedJson<DraftWebsite>(client, `/api/websites/${encodeURIComponent(id)}`, { method: 'GET' }),
});
