// bench/images: the owner's photos (issue 28) with 12-megapixel phone photos (4000 × 3000 JPEG).
// Prints the time from sending a photo (POST /api/websites/{id}/images) until its regular size
// answers 200 at its address, one photo at a time; then how many photos a second the instance
// stores when several owners send theirs at once, and how late the event loop ran meanwhile
// (what live editing on the same instance feels). Server and worker run in this process; the
// photos are made before any clock starts.
// Run: npm run bench:images (builds first). Needs PostgreSQL and Redis like npm test.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { BRIEF, generateSite, startBenchServer, twelveMegapixelPhoto, uploadPhoto } from './support.mjs';

const SEQUENTIAL = Number(process.env.SEQUENTIAL ?? 8);
const PARALLEL = Number(process.env.PARALLEL ?? 12);
const SENDERS = Number(process.env.SENDERS ?? 4);

const server = await startBenchServer();
try {
  const photos = [];
  for (let i = 0; i < SEQUENTIAL + PARALLEL; i++) photos.push(await twelveMegapixelPhoto());
  const megabytes = photos.reduce((sum, photo) => sum + photo.length, 0) / photos.length / 1024 / 1024;
  console.log(`${photos.length} photos of 4000 × 3000, ${megabytes.toFixed(2)} MB each on average`);

  // One owner, one photo at a time: until the regular size is visible.
  const owner = await generateSite(server, { brief: BRIEF, tag: 'images' });
  const visible = [];
  for (const photo of photos.slice(0, SEQUENTIAL)) {
    const started = performance.now();
    const answer = await uploadPhoto(server, owner.id, owner.token, photo);
    if (answer.status !== 201) throw new Error(`upload answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    while ((await fetch(`${server.url}${answer.body.urls.regular}`).then((r) => (r.body?.cancel(), r.status))) !== 200) await new Promise((r) => setTimeout(r, 5));
    visible.push(performance.now() - started);
  }
  const sorted = visible.toSorted((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  console.log(`upload to visible (regular size answers 200), ${SEQUENTIAL} photos one at a time:`);
  console.log(`  median ${ms(at(0.5))}, best ${ms(sorted[0])}, worst ${ms(sorted.at(-1))}`);

  // Several owners at once (each sends its photos one after the other).
  const senders = [];
  for (let i = 0; i < SENDERS; i++) senders.push(await generateSite(server, { brief: BRIEF, tag: `images-${i}` }));
  const queue = photos.slice(SEQUENTIAL);
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const started = performance.now();
  await Promise.all(
    senders.map(async (sender) => {
      for (let photo = queue.shift(); photo; photo = queue.shift()) {
        const answer = await uploadPhoto(server, sender.id, sender.token, photo);
        if (answer.status !== 201) throw new Error(`upload answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  delay.disable();
  console.log(`${PARALLEL} photos from ${SENDERS} owners at once: ${(PARALLEL / seconds).toFixed(2)} photos/s (${seconds.toFixed(1)} s)`);
  console.log(`  event loop delay meanwhile: p50 ${ms(delay.percentile(50) / 1e6)}, p99 ${ms(delay.percentile(99) / 1e6)}, max ${ms(delay.max / 1e6)}`);
} finally {
  await server.stop();
}

function ms(value) {
  return `${Math.round(value)} ms`;
}
