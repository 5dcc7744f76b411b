import { useEffect, useRef, type ReactNode } from 'react';
import { EVENTS_CLOSE_CODES, EVENTS_PATH } from '@frontdoor/shared';
import { useAuth } from '../auth/auth-context';
import { emitLiveSignal, subscribeLiveSignals, type LiveListener } from './live-signals';

/**
 * One authenticated WebSocket per signed-in tab at /events (ARCHITECTURE §5). It says hello with
 * a current access token, reconnects with backoff, and after a reconnect tells every screen to
 * re-read what it shows, so a missed event never leaves a wrong screen.
 */
export function LiveEventsProvider({ children }: { children: ReactNode }) {
  const { state, client } = useAuth();
  const signedIn = state.status === 'signed-in' ? state.user.id : null;

  useEffect(() => {
    if (!signedIn) return;
    let socket: WebSocket | null = null;
    let stopped = false;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let wasReady = false;
    const connect = async () => {
      const [{ parseLiveEvent }, token] = await Promise.all([import('./live-event-parser'), client.currentAccessToken().catch(() => null)]);
      if (stopped || !token) return;
      const { protocol, host } = window.location;
      socket = new WebSocket(`${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${EVENTS_PATH}`);
      socket.onopen = () => socket?.send(JSON.stringify({ type: 'hello', token }));
      socket.onmessage = (message) => {
        const data = JSON.parse(String(message.data)) as { type?: string };
        if (data.type === 'ready') {
          attempt = 0;
          if (wasReady) emitLiveSignal({ type: 'reconnected' });
          wasReady = true;
          return;
        }
        const event = parseLiveEvent(data);
        if (event) emitLiveSignal(event);
      };
      socket.onclose = (event) => {
        if (stopped) return;
        attempt += 1;
        const retry = () => {
          if (!stopped) timer = setTimeout(() => void connect(), Math.min(500 * 2 ** attempt, 10_000));
        };
        // The session ended (signed out elsewhere, a password reset...) or the token was refused:
        // a refresh tells which. When it fails this tab is signed out (screens ask to sign in and
        // this effect stops); when it works the socket comes back with the new token.
        if (event.code === EVENTS_CLOSE_CODES.unauthorized) void client.refresh().then(retry);
        else retry();
      };
    };
    void connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket?.close();
    };
  }, [signedIn, client]);

  return children;
}

/** Calls `onSignal` for every live event of this tab (and 'reconnected'). */
export function useLiveEvents(onSignal: LiveListener): void {
  const latest = useRef(onSignal);
  latest.current = onSignal;
  useEffect(() => subscribeLiveSignals((signal) => latest.current(signal)), []);
}
