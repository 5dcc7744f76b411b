import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SmtpPeer {
  url: string;
  /** Messages the peer took responsibility for (it answered 250 on an open connection). */
  delivered: { to: string[]; raw: string }[];
  /** Messages whose sender went away before the peer answered: not delivered (RFC 5321 §4.1.1.4). */
  aborted: number;
  /** Resolves when the next message's data has fully arrived (the peer then holds its answer). */
  nextMessage(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 that holds its answer to each message for `holdMs`, so a test
 * can kill the sender in the middle of the transaction. A message counts as delivered only once
 * the peer answered it on a connection that was still open.
 */
export async function startSmtpPeer(holdMs: number): Promise<SmtpPeer> {
  const delivered: SmtpPeer['delivered'] = [];
  const closed = new Set<string>();
  const waiting: (() => void)[] = [];
  let aborted = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onClose(session) {
      closed.add(session.id);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        for (const resolve of waiting.splice(0)) resolve();
        setTimeout(() => {
          if (closed.has(session.id)) {
            aborted += 1;
            return callback(new Error('sender went away'));
          }
          delivered.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString() });
          callback();
        }, holdMs);
      });
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    delivered,
    get aborted() {
      return aborted;
    },
    nextMessage: () => new Promise<void>((resolve) => waiting.push(resolve)),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
