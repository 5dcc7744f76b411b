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
