import { parseEnv, publicUrl, ConfigError } from './env.js';

describe('parseEnv', () => {
  it('gives the documented defaults', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/frontdoor');
    expect(env.REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(env.SMTP_URL).toBeUndefined();
    expect(publicUrl(env)).toBe('http://localhost:3000');
  });

  it('names the variable and what is wrong', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT: .*number/);
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must be a URL starting with postgres:\/\//);
    expect(() => parseEnv({ SMTP_URL: 'nope' })).toThrow(/SMTP_URL/);
  });

  it('treats an empty optional value as unset', () => {
    expect(parseEnv({ SMTP_URL: '' }).SMTP_URL).toBeUndefined();
  });
});

describe('sign-in settings', () => {
  it('needs AUTH_SECRET in production', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET: is required when NODE_ENV=production/);
    expect(() => parseEnv({ NODE_ENV: 'production', AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET: must be at least 32/);
    expect(parseEnv({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) }).AUTH_SECRET).toHaveLength(32);
  });

  it('needs the identity provider set completely or not at all', () => {
    expect(() => parseEnv({ OIDC_ISSUER: 'https://accounts.example.com' })).toThrow(/OIDC_ISSUER: set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together/);
    expect(parseEnv({}).OIDC_LABEL).toBe('Sign in with Google');
  });
});
