import { useEffect, useState } from 'react';
import { emailsMatch } from '@frontdoor/shared';
import type { AuthClient } from '../../../auth/auth-client';
import { useAuth } from '../../../auth/auth-context';
import { invitesApi } from '../../invites/invites-api';

/**
 * Who the user is to the website, for the screens: the owner's email comes from the server
 * (spec §6: non-owners obtain it there); the user owns the website when it is theirs.
 */
export function useWebsiteAccess(websiteId: string, client: AuthClient): { isOwner: boolean; ownerEmail: string | null; myEmail: string } {
  const { state } = useAuth();
  const myEmail = state.status === 'signed-in' ? state.user.email : '';
  const [ownerEmail, setOwnerEmail] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void invitesApi(client).owner(websiteId).then((result) => live && result.ok && setOwnerEmail(result.data.email));
    return () => {
      live = false;
    };
  }, [client, websiteId]);
  return { isOwner: ownerEmail !== null && emailsMatch(ownerEmail, myEmail), ownerEmail, myEmail };
}
