import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    latest = Math.max(latest, newest(join(path, entry)));
  }
  return latest;
}

/** True when the stamp file is missing or older than any input file or folder. */
export function isStale(stamp, inputs) {
  if (!existsSync(stamp)) return true;
  const built = statSync(stamp).mtimeMs;
  return inputs.some((input) => newest(input) > built);
}

export function touch(stamp) {
  writeFileSync(stamp, new Date().toISOString());
}
