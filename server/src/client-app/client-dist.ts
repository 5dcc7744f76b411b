import { join } from 'node:path';
import type { Env } from '@frontdoor/shared';
import { repoRoot } from '../common/repo-root.js';

/** Where the built client lives: CLIENT_DIST, or client/dist in the repository. */
export function clientDist(env: Env): string {
  return env.CLIENT_DIST ?? join(repoRoot(), 'client', 'dist');
}
