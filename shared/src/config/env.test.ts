import { domainTargetHost, parseEnv, publicUrl, userContentOrigin, ConfigError } from './env.js';

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

  it("takes a separate user-content origin, never the app's own", () => {
    expect(parseEnv({}).USERCONTENT_URL).toBeUndefined();
    expect(parseEnv({ USERCONTENT_URL: '' }).USERCONTENT_URL).toBeUndefined();
    expect(userContentOrigin(parseEnv({ USERCONTENT_URL: 'https://usercontent.example.com/' }))).toBe('https://usercontent.example.com');
    expect(userContentOrigin(parseEnv({}))).toBeNull();
    expect(() => parseEnv({ USERCONTENT_URL: 'ftp://x' })).toThrow(/USERCONTENT_URL: must be a URL starting with http:\/\/ or https:\/\//);
    expect(() => parseEnv({ PUBLIC_URL: 'https://app.example', USERCONTENT_URL: 'https://app.example/u' })).toThrow(/USERCONTENT_URL: must be another origin/);
  });

  it('treats an empty optional value as unset', () => {
    expect(parseEnv({ SMTP_URL: '' }).SMTP_URL).toBeUndefined();
  });

  it('believes forwarded headers from loopback only, unless told which proxies to trust', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe('loopback');
    expect(parseEnv({ TRUST_PROXY: '' }).TRUST_PROXY).toBe('loopback');
    expect(parseEnv({ TRUST_PROXY: 'loopback, uniquelocal' }).TRUST_PROXY).toBe('loopback, uniquelocal');
    expect(parseEnv({ TRUST_PROXY: '10.0.0.0/8,fd00::/8' }).TRUST_PROXY).toBe('10.0.0.0/8,fd00::/8');
    expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    // Trusting every peer would believe the client's own X-Forwarded-For.
    expect(() => parseEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: must be loopback/);
    expect(() => parseEnv({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });
});

describe('sign-in settings', () => {
  it('hashes passwords at the low test cost only outside production', () => {
    expect(parseEnv({}).PASSWORD_HASH_COST).toBe('standard');
    expect(parseEnv({ NODE_ENV: 'test', PASSWORD_HASH_COST: 'low' }).PASSWORD_HASH_COST).toBe('low');
    expect(() => parseEnv({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), PASSWORD_HASH_COST: 'low' })).toThrow(/PASSWORD_HASH_COST: is for tests only/);
  });

  it('needs AUTH_SECRET in production', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET: is required when NODE_ENV=production/);
    expect(() => parseEnv({ NODE_ENV: 'production', AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET: must be at least 32/);
    expect(parseEnv({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) }).AUTH_SECRET).toHaveLength(32);
  });

  it('needs the identity provider set completely or not at all', () => {
    expect(() => parseEnv({ OIDC_ISSUER: 'https://accounts.example.com' })).toThrow(/OIDC_ISSUER: set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together/);
    expect(parseEnv({}).OIDC_LABEL).toBe('Sign in with Google');
  });

  it('copies published pages to a bucket only when one is named, with its keys set together', () => {
    const off = parseEnv({ S3_BUCKET: '' });
    expect(off.S3_BUCKET).toBeUndefined();
    expect(off.S3_PREFIX).toBe('');
    expect(off.S3_REGION).toBe('us-east-1');
    const on = parseEnv({ S3_BUCKET: 'pages', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_PREFIX: 'sites/', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' });
    expect(on).toMatchObject({ S3_BUCKET: 'pages', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_PREFIX: 'sites/' });
    expect(() => parseEnv({ S3_BUCKET: 'pages', S3_ACCESS_KEY_ID: 'a' })).toThrow(/S3_ACCESS_KEY_ID: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together/);
    expect(() => parseEnv({ S3_PREFIX: '/sites' })).toThrow(/S3_PREFIX/);
    expect(() => parseEnv({ S3_BUCKET: 'No Spaces' })).toThrow(/S3_BUCKET/);
  });
});

describe('custom domain settings', () => {
  it('points domains at the public host unless told another, and reads address lists', () => {
    expect(domainTargetHost(parseEnv({ PUBLIC_URL: 'https://Frontdoor.example' }))).toBe('frontdoor.example');
    const env = parseEnv({ DOMAIN_TARGET_HOST: 'sites.frontdoor.example', DOMAIN_TARGET_IPV4: '203.0.113.7, 203.0.113.8', DOMAIN_TARGET_IPV6: '2001:DB8::7' });
    expect(domainTargetHost(env)).toBe('sites.frontdoor.example');
    expect(env.DOMAIN_TARGET_IPV4).toEqual(['203.0.113.7', '203.0.113.8']);
    expect(env.DOMAIN_TARGET_IPV6).toEqual(['2001:db8::7']);
    expect(parseEnv({}).DOMAIN_DNS_SERVERS).toEqual([]);
    expect(parseEnv({ DOMAIN_DNS_SERVERS: '127.0.0.1:5353, [::1]:53' }).DOMAIN_DNS_SERVERS).toEqual(['127.0.0.1:5353', '[::1]:53']);
    expect(() => parseEnv({ DOMAIN_TARGET_IPV4: 'sites.example' })).toThrow(/DOMAIN_TARGET_IPV4: must be IPv4 addresses/);
    expect(() => parseEnv({ DOMAIN_DNS_SERVERS: '127.0.0.1' })).toThrow(/DOMAIN_DNS_SERVERS: host:port/);
  });

  it('trusts a test certificate authority only outside production', () => {
    expect(parseEnv({ NODE_ENV: 'test', DOMAIN_HTTPS_CA: '/tmp/ca.pem' }).DOMAIN_HTTPS_CA).toBe('/tmp/ca.pem');
    expect(() => parseEnv({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), DOMAIN_HTTPS_CA: '/tmp/ca.pem' })).toThrow(/DOMAIN_HTTPS_CA: is for tests only/);
  });
});
