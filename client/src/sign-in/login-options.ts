import type { LoginOptions } from '@frontdoor/shared';
import { useQuery } from '@tanstack/react-query';
import { publicQuery, queryClient } from '../api/query-client';

// Which sign-in methods the server offers: read once per page load and kept, so a reopened dialog
// shows them at once; a failed read is asked again when the dialog next opens.
const loginOptionsQuery = { ...publicQuery('get /api/login/options'), staleTime: Infinity, gcTime: Infinity };

/** The offered methods; null while they are read; no identity provider when they could not be read. */
export function useLoginOptions(): LoginOptions | null {
  const { data, isError } = useQuery(loginOptionsQuery, queryClient);
  return data ?? (isError ? { oidc: null } : null);
}

// Asked as soon as the dialog's code loads (it is preloaded when the pointer nears Sign In).
void queryClient.prefetchQuery(loginOptionsQuery);
