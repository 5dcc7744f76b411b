import { jobDataKey, openJobData, sealJobData, UnsealError } from './index.js';

describe('sealed job data', () => {
  const key = jobDataKey('a'.repeat(32));

  it('opens what it sealed, and shows none of it', () => {
    const message = { to: 'owner@example.com', text: 'Your code is 123456', link: 'https://x.example/?token=abc' };
    const sealed = sealJobData(key, message);
    expect(openJobData(key, sealed)).toEqual(message);
    expect(JSON.stringify(sealed)).not.toMatch(/123456|owner@|token=abc/);
    // A fresh nonce each time: the same message never seals the same way twice.
    expect(sealJobData(key, message).sealed.data).not.toBe(sealed.sealed.data);
  });

  it('derives one key per secret: the app and the worker agree, another secret cannot open it', () => {
    expect(jobDataKey('a'.repeat(32)).equals(key)).toBe(true);
    expect(jobDataKey(undefined).equals(jobDataKey(undefined))).toBe(true);
    expect(jobDataKey(undefined).equals(key)).toBe(false);
    expect(() => openJobData(jobDataKey('b'.repeat(32)), sealJobData(key, { a: 1 }))).toThrow(UnsealError);
  });

  it('refuses plain or altered data', () => {
    expect(() => openJobData(key, { to: 'x@example.com' })).toThrow(/not sealed/);
    const sealed = sealJobData(key, { amount: 1 });
    const altered = { sealed: { ...sealed.sealed, data: `${sealed.sealed.data.slice(0, -2)}AA` } };
    expect(() => openJobData(key, altered)).toThrow(UnsealError);
  });
});
