import * as decoding from 'lib0/decoding';
import * as Y from 'yjs';
import { COLLAB_CLOSE_CODES, COLLAB_LIMITS, COLLAB_REFUSALS, validAwarenessState, type CollabRefusal } from '@frontdoor/shared';

/** Hocuspocus' message types that a designer's provider sends (its MessageType). */
const SYNC = 0;
const AWARENESS = 1;
const AUTH = 2;
const QUERY_AWARENESS = 3;
const SYNC_REPLY = 4;
const STATELESS = 5;
const CLOSE = 7;
/** y-protocols' sync steps: state vector, state as an update, an update. */
const SYNC_STEP_1 = 0;

/** What the gate does with a frame: hand it to Hocuspocus, send it back, or end the socket. */
export interface FrameGateIo {
  deliver(frame: Uint8Array): void;
  /** The sender's own frame back to it (its awareness, not relayed): its provider sees traffic. */
  echo(frame: Uint8Array): void;
  /** A frame was read but not delivered: the connection is not idle. */
  keepAlive(): void;
  close(code: number, reason: string): void;
}

/**
 * Everything a collaboration socket sends goes through its gate before Hocuspocus reads it
 * (issue 23). The size of every frame is bounded (COLLAB_LIMITS.frameBytes) and so is their rate
 * (a token bucket per socket). Before a document is authenticated nothing of a frame is decoded
 * but its address and type: the first frame for a document must be an auth message of bounded
 * size, and what follows it until the answer (the provider's sync step 1 and awareness) is held
 * unread, a bounded number and size of frames, and checked once the auth succeeded. Once
 * authenticated, a frame must be well formed (wellFormedFrame), and an awareness state is
 * relayed only when it is small, holds only the fields the designer uses, and comes from a
 * connection that may edit.
 */
export class CollabFrameGate {
  private readonly authSent = new Set<string>();
  /** Authenticated documents of this socket, with whether their connection is read-only now. */
  private readonly access = new Map<string, () => boolean>();
  private held: { name: string; frame: Uint8Array }[] = [];
  private heldBytes = 0;
  private tokens: number = COLLAB_LIMITS.framesBurst;
  private refilledAt = Date.now();
  private closed = false;

  constructor(private readonly io: FrameGateIo) {}

  receive(frame: Uint8Array): void {
    if (this.closed) return;
    if (frame.length > COLLAB_LIMITS.frameBytes) return this.refuse('too-large');
    if (!this.takeToken()) return this.refuse('too-fast');
    const header = readHeader(frame);
    if (!header) return this.refuse('malformed');
    const readOnly = this.access.get(header.name);
    if (readOnly) return this.pass(frame, header.type, readOnly);
    if (header.type === AUTH) {
      if (frame.length > COLLAB_LIMITS.authFrameBytes) return this.refuse('too-large');
      this.authSent.add(header.name);
      return this.io.deliver(frame);
    }
    // Not authenticated, and no auth message for it yet: nothing else is read.
    if (!this.authSent.has(header.name)) return this.refuse('unauthorized');
    if (this.held.length >= COLLAB_LIMITS.framesWhileAuthenticating) return this.refuse('too-fast');
    this.heldBytes += frame.length;
    if (this.heldBytes > COLLAB_LIMITS.bytesWhileAuthenticating) return this.refuse('too-large');
    this.held.push({ name: header.name, frame });
  }

  /** Hocuspocus authenticated the socket for `name`: its held frames are checked and delivered. */
  authenticated(name: string, readOnly: () => boolean): void {
    this.access.set(name, readOnly);
    const released = this.held.filter((entry) => entry.name === name);
    this.held = this.held.filter((entry) => entry.name !== name);
    this.heldBytes = this.held.reduce((sum, entry) => sum + entry.frame.length, 0);
    for (const entry of released) {
      if (this.closed) return;
      this.pass(entry.frame, readHeader(entry.frame)!.type, readOnly);
    }
  }

  /** The connection of `name` now answers read-only from `readOnly` (edit control changes it). */
  connected(name: string, readOnly: () => boolean): void {
    if (this.access.has(name)) this.access.set(name, readOnly);
  }

  private pass(frame: Uint8Array, type: number, readOnly: () => boolean): void {
    if (!wellFormedFrame(frame)) return this.refuse('malformed');
    if (type === AWARENESS && (readOnly() || !relayableAwareness(frame))) {
      this.io.keepAlive();
      this.io.echo(frame);
      return;
    }
    this.io.deliver(frame);
  }

  private takeToken(): boolean {
    const now = Date.now();
    this.tokens = Math.min(COLLAB_LIMITS.framesBurst, this.tokens + ((now - this.refilledAt) / 1000) * COLLAB_LIMITS.framesPerSecond);
    this.refilledAt = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  private refuse(refusal: CollabRefusal): void {
    this.closed = true;
    this.held = [];
    this.heldBytes = 0;
    this.io.close(COLLAB_CLOSE_CODES[refusal], COLLAB_REFUSALS[refusal]);
  }
}

/** A frame's address (the document's name, without a session suffix) and message type. */
function readHeader(frame: Uint8Array): { name: string; type: number } | null {
  try {
    const decoder = decoding.createDecoder(frame);
    const rawKey = decoding.readVarString(decoder);
    const type = decoding.readVarUint(decoder);
    const separator = rawKey.indexOf('\0');
    return { name: separator === -1 ? rawKey : rawKey.slice(0, separator), type };
  } catch {
    return null;
  }
}

/**
 * Whether a collaboration frame is well formed before Hocuspocus reads it: a document name, a
 * message type a designer sends, and a payload that decodes (a sync message's state vector or
 * Yjs update, an awareness update's entries, an auth or stateless message's text). Hocuspocus
 * would refuse a malformed frame too, but with a stack trace on the console for each one, which
 * lets a peer fill the logs; a malformed frame ends the connection quietly instead. Only read
 * once the socket is authenticated for the document (CollabFrameGate).
 */
export function wellFormedFrame(data: Uint8Array): boolean {
  try {
    const decoder = decoding.createDecoder(data);
    decoding.readVarString(decoder);
    switch (decoding.readVarUint(decoder)) {
      case SYNC:
      case SYNC_REPLY: {
        const step = decoding.readVarUint(decoder);
        if (step > 2) return false;
        const payload = decoding.readVarUint8Array(decoder);
        if (step === SYNC_STEP_1) Y.decodeStateVector(payload);
        else Y.decodeUpdate(payload);
        return true;
      }
      case AWARENESS:
        return awarenessStates(decoding.readVarUint8Array(decoder)) !== null;
      case AUTH:
        decoding.readVarUint(decoder);
        decoding.readVarString(decoder);
        return true;
      case STATELESS:
        decoding.readVarString(decoder);
        return true;
      case QUERY_AWARENESS:
      case CLOSE:
        return true;
      default:
        return false;
    }
  } catch {
    return false;
  }
}

/** An awareness update: a count, then per client its id, clock and state as JSON text. */
function awarenessStates(update: Uint8Array): string[] | null {
  const decoder = decoding.createDecoder(update);
  const count = decoding.readVarUint(decoder);
  const states: string[] = [];
  for (let i = 0; i < count; i++) {
    decoding.readVarUint(decoder);
    decoding.readVarUint(decoder);
    const state = decoding.readVarString(decoder);
    JSON.parse(state);
    states.push(state);
  }
  return states;
}

/**
 * Whether an (already well-formed) awareness frame may be relayed: each state at most
 * COLLAB_LIMITS.awarenessStateBytes, and null (gone) or an object of COLLAB_AWARENESS_FIELDS, each
 * of its shape (validAwarenessState).
 */
function relayableAwareness(frame: Uint8Array): boolean {
  const decoder = decoding.createDecoder(frame);
  decoding.readVarString(decoder);
  decoding.readVarUint(decoder);
  const states = awarenessStates(decoding.readVarUint8Array(decoder)) ?? [];
  return states.every((text) => {
    if (Buffer.byteLength(text) > COLLAB_LIMITS.awarenessStateBytes) return false;
    const state: unknown = JSON.parse(text);
    if (state === null) return true;
    if (typeof state !== 'object' || Array.isArray(state)) return false;
    return validAwarenessState(state as Record<string, unknown>);
  });
}
