import { existsSync } from 'node:fs';
import { at } from './paths.mjs';

/** Loads .env into process.env when present; variables already set win. */
export function loadEnvFile() {
  if (existsSync(at('.env'))) process.loadEnvFile(at('.env'));
}

/** A URL safe to print: the password is replaced. */
export function redact(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(invalid URL)';
  }
}
