import { InitialSchema1763776800000 } from './1763776800000-initial-schema.js';

/** Every migration in order. Landed migrations are never edited; add a new file instead. */
export const MIGRATIONS = [InitialSchema1763776800000];
