import type { AuthSession, AuthUser } from '@frontdoor/shared';
import { Component, createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useNotice } from '../components/notice';
import type { AuthClient, AuthState } from '../api/auth-client';
import { authClient, type SignInStart } from './session';

export type SignInRequest = {
  start: SignInStart;
  /** Re-authentication: the email is fixed to the signed-in user's and the dialog says why. */
  reauthEmail?: string;
  /** The email the form starts with (an invitation's address), which the user may change. */
  email?: string;
};

interface AuthContextValue {
  state: AuthState;
  user: AuthUser | null;
  client: AuthClient;
  /** Starts a session from a sign-in's answer, registers the user, and confirms it. */
  completeSignIn(session: AuthSession, options?: { quiet?: boolean }): Promise<void>;
  signOut(): Promise<void>;
  authorizedFetch(path: string, init?: RequestInit): Promise<Response>;
  openSignIn(start?: SignInStart, options?: { email?: string }): void;
  /** Asks the user to sign in again (email code, same account); true once they have. */
  reauthenticate(): Promise<boolean>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** Loads the sign-in dialog's code (and warms the login options) before the first click. */
export const preloadSignIn = () => import('../sign-in/sign-in-dialog');
const loadDialog = () => lazy(() => preloadSignIn().then((module) => ({ default: module.SignInDialog })));

const serverState: AuthState = { status: 'loading' };

/** Restores the session on load and provides it, with the sign-in dialog, to the app. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const state = useSyncExternalStore(authClient.subscribe, authClient.getState, () => serverState);
  const notice = useNotice();
  const [request, setRequest] = useState<(SignInRequest & { id: number }) | null>(null);
  const [LazyDialog, setLazyDialog] = useState(loadDialog);
  const reauthResolve = useRef<((signedIn: boolean) => void) | null>(null);

  useEffect(() => {
    void authClient.restore();
  }, []);

  const settleReauth = (signedIn: boolean) => {
    reauthResolve.current?.(signedIn);
    reauthResolve.current = null;
  };

  const closeDialog = useCallback(() => {
    setRequest(null);
    settleReauth(false);
  }, []);

  // Signed in elsewhere (an emailed link opened in another tab): an open sign-in dialog has
  // nothing left to ask. Re-authentication keeps its dialog: it proves the user again.
  const wasSignedIn = useRef(state.status === 'signed-in');
  useEffect(() => {
    const signedIn = state.status === 'signed-in';
    if (signedIn && !wasSignedIn.current) setRequest((open) => (open && !open.reauthEmail ? null : open));
    wasSignedIn.current = signedIn;
  }, [state.status]);

  const completeSignIn = useCallback(
    async (session: AuthSession, { quiet = false } = {}) => {
      await authClient.signIn(session);
      if (!quiet) notice(`Signed in as ${session.user.email}`);
    },
    [notice],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      state,
      user: state.status === 'signed-in' ? state.user : null,
      client: authClient,
      completeSignIn,
      signOut: async () => {
        await authClient.signOut();
        notice('You are signed out.');
      },
      authorizedFetch: (path, init) => authClient.authorizedFetch(path, init),
      openSignIn: (start = 'choose', options = {}) => setRequest({ id: Date.now(), start, ...options }),
      reauthenticate: () => {
        const current = authClient.getState();
        if (current.status !== 'signed-in') return Promise.resolve(false);
        settleReauth(false);
        setRequest({ id: Date.now(), start: 'email', reauthEmail: current.user.email });
        return new Promise<boolean>((resolve) => {
          reauthResolve.current = resolve;
        });
      },
    }),
    [state, completeSignIn, notice],
  );

  return (
    <AuthContext.Provider value={value}>
      {children}
      {request && (
        <DialogLoadBoundary
          key={request.id}
          onError={() => {
            closeDialog();
            setLazyDialog(loadDialog); // a failed import is cached by lazy(): start afresh next time
            notice('Please check your connection and try again');
          }}
        >
          <Suspense fallback={null}>
            <LazyDialog
              start={request.start}
              reauthEmail={request.reauthEmail}
              email={request.email}
              onClose={closeDialog}
              onSignedIn={async (session: AuthSession) => {
                const reauth = request.reauthEmail !== undefined;
                await completeSignIn(session, { quiet: reauth });
                setRequest(null);
                settleReauth(true);
                // The Sign In button that had focus is gone: hand focus to the user menu instead,
                // unless the user has already moved it somewhere.
                if (!reauth) {
                  requestAnimationFrame(() => {
                    if (document.activeElement === null || document.activeElement === document.body) {
                      document.querySelector<HTMLElement>('[data-user-menu-button]')?.focus();
                    }
                  });
                }
              }}
            />
          </Suspense>
        </DialogLoadBoundary>
      )}
    </AuthContext.Provider>
  );
}

/** The session and the sign-in actions. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

/** Catches a dialog chunk that failed to download (offline), so the page around it survives. */
class DialogLoadBoundary extends Component<{ children: ReactNode; onError: () => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
