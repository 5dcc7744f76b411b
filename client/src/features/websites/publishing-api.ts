import type { PublishResult } from '@frontdoor/shared';

// Publishing's calls go through the typed API client (api/api.ts): publish and contact export
// from their dialogs, delete through websites-api.ts, web-address checks in
// use-handle-availability.ts.

/** What POST /api/websites/{id}/publish answers (the contract's schema). */
export type { PublishResult };

/** The address a published site answers at, on this origin (the prefix the owner saw in the field). */
export const siteUrl = (handle: string) => `${window.location.origin}/${handle}`;
