// Loaded into a bench's server process with `node --import` (bench/collab): measures the event
// loop's delay there, and answers the bench over the IPC channel: 'loop-reset' starts a window,
// 'loop-read' answers its p50/p99/max in milliseconds.
import { monitorEventLoopDelay } from 'node:perf_hooks';

if (process.send) {
  const RESOLUTION_MS = 10;
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  const beyond = (ns) => Math.max(0, ns / 1e6 - RESOLUTION_MS);
  histogram.enable();
  process.on('message', (message) => {
    if (message?.type === 'loop-reset') histogram.reset();
    if (message?.type === 'loop-read') {
      process.send({
        type: 'loop',
        p50: beyond(histogram.percentile(50)),
        p99: beyond(histogram.percentile(99)),
        max: beyond(histogram.max),
        samples: histogram.count,
      });
    }
  });
  // The channel must not keep a server alive that was told to stop.
  process.channel?.unref();
}
