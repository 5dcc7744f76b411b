// Loaded into a bench's server process with `node --import` (bench/collab): measures the event
// loop's delay there, and answers the bench over the IPC channel: 'loop-reset' starts a window,
// 'loop-read' answers its p50/p99/max in milliseconds.
import { monitorEventLoopDelay } from 'node:perf_hooks';

if (process.send) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  process.on('message', (message) => {
    if (message?.type === 'loop-reset') histogram.reset();
    if (message?.type === 'loop-read') {
      process.send({
        type: 'loop',
        p50: histogram.percentile(50) / 1e6,
        p99: histogram.percentile(99) / 1e6,
        max: histogram.max / 1e6,
      });
    }
  });
  // The channel must not keep a server alive that was told to stop.
  process.channel?.unref();
}
