import { emailsMatch } from '@frontdoor/shared';
import { useAuth } from '../../auth/auth-context';
import { useOwnerEmail } from './invites-api';

/**
 * Who the user is to the website, for the screens: the owner's email comes from the server
 * (spec §6: non-owners obtain it there); the user owns the website when it is theirs. `known` is
 * false until the server has answered, so a screen can wait rather than show the guest's view
 * to the owner for a moment.
 */
export function useWebsiteAccess(websiteId: string): { isOwner: boolean; known: boolean; ownerEmail: string | null; myEmail: string } {
  const { state } = useAuth();
  const myEmail = state.status === 'signed-in' ? state.user.email : '';
  const ownerEmail = useOwnerEmail(websiteId).data?.email ?? null;
  return { isOwner: ownerEmail !== null && emailsMatch(ownerEmail, myEmail), known: ownerEmail !== null, ownerEmail, myEmail };
}
