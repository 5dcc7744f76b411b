import type { ApiRouteKey } from '@frontdoor/shared';
import type { LiveSignal } from '../app/live-signals';

/** A route's cached answers to mark out of date: all of them, or those of one set of params. */
export type Invalidation = { key: ApiRouteKey; identity?: object };

const ofWebsite = (key: ApiRouteKey, websiteId: string): Invalidation => ({ key, identity: { params: { id: websiteId } } });
const LISTS: Invalidation[] = [{ key: 'get /api/websites' }, { key: 'get /api/shared-websites' }];

/**
 * What a live event makes out of date (ARCHITECTURE §5): the screens showing it read again, in
 * place of the refresh counters each screen kept. 'reconnected' (events may have been missed)
 * is everything: `null`.
 */
export function invalidationsFor(signal: LiveSignal): Invalidation[] | null {
  switch (signal.type) {
    case 'reconnected':
      return null;
    case 'website-list-changed':
      return LISTS;
    case 'invite-created':
    case 'invite-accepted':
    case 'invite-removed':
      return [ofWebsite('get /api/websites/{id}/invites', signal.websiteId)];
    case 'access-revoked':
      return [...LISTS, ofWebsite('get /api/websites/{id}', signal.websiteId)];
    case 'draft-published':
      return [...LISTS, ofWebsite('get /api/websites/{id}', signal.websiteId), ofWebsite('get /api/websites/{id}/versions', signal.websiteId)];
    case 'draft-saved':
    case 'draft-restored':
      return [ofWebsite('get /api/websites/{id}/versions', signal.websiteId)];
    case 'domain-state-changed':
      return [...LISTS, ofWebsite('get /api/websites/{id}/domain', signal.websiteId)];
    case 'bookings-changed':
      return [ofWebsite('get /api/websites/{id}/bookings', signal.websiteId)];
    case 'statistics-changed':
      return [ofWebsite('get /api/websites/{id}/statistics', signal.websiteId)];
    case 'edit-control-claimed':
    case 'assistant-progress':
      return [];
  }
}
