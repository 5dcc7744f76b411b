import { devMailboxEnabled } from './dev-mailbox.js';
import { parseEnv } from './env.js';

describe('devMailboxEnabled', () => {
  it('is on only when NODE_ENV says development or test outright', () => {
    expect(devMailboxEnabled(parseEnv({ NODE_ENV: 'development' }))).toBe(true);
    expect(devMailboxEnabled(parseEnv({ NODE_ENV: 'test' }))).toBe(true);
  });

  it('is off when NODE_ENV is unset (it defaults to development for everything else) and in production', () => {
    const unset = parseEnv({});
    expect(unset.NODE_ENV).toBe('development');
    expect(devMailboxEnabled(unset)).toBe(false);
    expect(devMailboxEnabled(parseEnv({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) }))).toBe(false);
    expect(devMailboxEnabled({ NODE_ENV: 'production', nodeEnvExplicit: true })).toBe(false);
  });
});
