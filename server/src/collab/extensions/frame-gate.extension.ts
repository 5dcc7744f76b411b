import type { connectedPayload, Extension, onAuthenticatePayload } from '@hocuspocus/server';
import type { CollabFrameGate } from '../frame-check.js';

/**
 * Tells each socket's frame gate (frame-check.ts) when Hocuspocus has authenticated it for a
 * document, and then which connection answers whether it is read-only. The gate is found by the
 * upgrade's Request, which Hocuspocus hands to every hook of that socket.
 */
export class FrameGateExtension implements Extension {
  /** After every other onAuthenticate hook: reached only once the token and access are accepted. */
  priority = 1;
  readonly gates = new WeakMap<Request, CollabFrameGate>();

  async onAuthenticate({ request, documentName, connectionConfig }: onAuthenticatePayload): Promise<void> {
    this.gates.get(request)?.authenticated(documentName, () => connectionConfig.readOnly);
  }

  async connected({ request, documentName, connection }: connectedPayload): Promise<void> {
    this.gates.get(request)?.connected(documentName, () => connection.readOnly);
  }
}
