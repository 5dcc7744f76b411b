/**
 * `npm test` runs the short form of every fault scenario; `npm run test:faults` (FAULTS=full) the
 * long one: more edits, more kills, longer outages.
 */
export const FULL = process.env.FAULTS === 'full';

/** Picks the short or the long form of a figure. */
export const scale = <T>(short: T, full: T): T => (FULL ? full : short);

export interface FaultCount {
  /** Effects the scenario expected (acknowledged edits, emails, drafts, page views...). */
  effects: number;
  lost: number;
  duplicated: number;
  /** A few words on what happened (kills, outage length...). */
  detail?: string;
}

/** Prints the scenario's one line, `fault <scenario>: <n> effects, <l> lost, <d> duplicated`. */
export function report(scenario: string, count: FaultCount): string {
  const line = `fault ${scenario}: ${count.effects} effects, ${count.lost} lost, ${count.duplicated} duplicated${count.detail ? ` (${count.detail})` : ''}`;
  process.stdout.write(`${line}\n`);
  return line;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** mulberry32: a small seeded generator, so a failing run can be replayed with FAULT_SEED. */
export function seeded(seed: number): (min: number, max: number) => number {
  let state = seed >>> 0;
  return (min, max) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return min + Math.floor((((t ^ (t >>> 14)) >>> 0) / 2 ** 32) * (max - min + 1));
  };
}

export const SEED = Number(process.env.FAULT_SEED ?? Math.floor(Math.random() * 2 ** 31));
