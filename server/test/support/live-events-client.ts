import { EVENTS_PATH, liveEventSchema, type LiveEvent } from '@frontdoor/shared';
import WebSocket from 'ws';

/** A tab's /events socket, signed in with `token`: the live events it receives, as they come. */
export async function liveEventsOf(base: string, token: string, sockets: WebSocket[]): Promise<LiveEvent[]> {
  const received: LiveEvent[] = [];
  const socket = new WebSocket(`${base.replace(/^http/, 'ws')}${EVENTS_PATH}`);
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.on('open', () => socket.send(JSON.stringify({ type: 'hello', token })));
    socket.on('message', (raw: Buffer) => {
      const message = JSON.parse(raw.toString());
      if (message.type === 'ready') return resolve();
      const parsed = liveEventSchema.safeParse(message);
      if (parsed.success) received.push(parsed.data);
    });
    socket.on('close', (code) => reject(new Error(`closed ${code}`)));
  });
  return received;
}
