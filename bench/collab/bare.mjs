// The reference of bench/collab: a bare Hocuspocus server of the version the project uses, no
// extensions, nothing stored. Its only hook hands each document the same initial state the
// project's drafts hold (read from the file BENCH_DOCS: draft id -> base64 Yjs state), so both
// servers serve the same documents to the same clients. Listens on PORT, any path.
import { readFileSync } from 'node:fs';
import { Server } from '@hocuspocus/server';

const documents = new Map(Object.entries(JSON.parse(readFileSync(process.env.BENCH_DOCS, 'utf8'))).map(([id, state]) => [id, Buffer.from(state, 'base64')]));
const server = new Server({
  port: Number(process.env.PORT),
  address: '127.0.0.1',
  quiet: true,
  stopOnSignals: true,
  async onLoadDocument({ documentName }) {
    const state = documents.get(documentName);
    if (state) return new Uint8Array(state);
  },
});
await server.listen();
process.send?.({ type: 'listening' });
