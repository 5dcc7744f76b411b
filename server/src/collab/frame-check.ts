import * as decoding from 'lib0/decoding';
import * as Y from 'yjs';

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

/**
 * Whether a collaboration frame is well formed before Hocuspocus reads it: a document name, a
 * message type a designer sends, and a payload that decodes (a sync message's state vector or
 * Yjs update, an awareness update's entries, an auth or stateless message's text). Hocuspocus
 * would refuse a malformed frame too, but with a stack trace on the console for each one, which
 * lets a peer fill the logs; a malformed frame ends the connection quietly instead.
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
        return wellFormedAwareness(decoding.readVarUint8Array(decoder));
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
function wellFormedAwareness(update: Uint8Array): boolean {
  const decoder = decoding.createDecoder(update);
  const count = decoding.readVarUint(decoder);
  for (let i = 0; i < count; i++) {
    decoding.readVarUint(decoder);
    decoding.readVarUint(decoder);
    JSON.parse(decoding.readVarString(decoder));
  }
  return true;
}
