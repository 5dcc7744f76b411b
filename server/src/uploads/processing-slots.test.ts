import { ProcessingSlots } from './processing-slots.js';

/** A piece of work that runs until `finish()` is called, counting how many run at once. */
function gate(counter: { running: number; most: number }) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    finish: () => finish(),
    work: async () => {
      counter.most = Math.max(counter.most, ++counter.running);
      await done;
      counter.running--;
    },
  };
}

it('runs at most its size at once, and the rest in the order they came', async () => {
  const slots = new ProcessingSlots(2);
  const counter = { running: 0, most: 0 };
  const gates = Array.from({ length: 5 }, () => gate(counter));
  const started: number[] = [];
  const runs = gates.map((entry, index) => slots.run(() => (started.push(index), entry.work())));
  await Promise.resolve();
  expect(started).toEqual([0, 1]);
  for (const entry of gates) {
    entry.finish();
    await new Promise((resolve) => setImmediate(resolve));
  }
  await Promise.all(runs);
  expect(started).toEqual([0, 1, 2, 3, 4]);
  expect(counter.most).toBe(2);
});

it('gives the slot back when the work fails', async () => {
  const slots = new ProcessingSlots(1);
  await expect(slots.run(() => Promise.reject(new Error('broken photo')))).rejects.toThrow('broken photo');
  await expect(slots.run(() => Promise.resolve('next'))).resolves.toBe('next');
});
