import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLiveEvents } from '../../app/live-events';
import { links } from '../../app/site-links';

/**
 * Whether this account's access to the website was removed while the designer was open; if so
 * the designer leaves for /invite/revoked, past the unsaved-changes prompt (nothing can be saved).
 */
export function useAccessRevoked(websiteId: string): boolean {
  const navigate = useNavigate();
  const [revoked, setRevoked] = useState(false);
  useEffect(() => {
    if (revoked) void navigate(links.inviteRevoked, { replace: true });
  }, [revoked, navigate]);
  useLiveEvents((signal) => {
    if (signal.type === 'access-revoked' && signal.websiteId === websiteId) setRevoked(true);
  });
  return revoked;
}
