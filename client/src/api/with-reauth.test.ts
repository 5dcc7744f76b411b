import type { ApiResult } from './api-result';
import { withReauth } from './with-reauth';

const reauthRequired: ApiResult<void> = { ok: false, status: 401, code: 'reauth-required', message: 'Please sign in again to continue.' };
const done: ApiResult<void> = { ok: true, status: 204, data: undefined };

function counted<T>(impl: () => Promise<T>) {
  const fn = Object.assign(
    async () => {
      fn.calls += 1;
      return impl();
    },
    { calls: 0 },
  );
  return fn;
}

describe('withReauth', () => {
  it('returns the first answer when no re-authentication is needed', async () => {
    const reauth = counted(async () => true);
    expect(await withReauth(async () => done, reauth)).toBe(done);
    expect(reauth.calls).toBe(0);
  });

  it('asks the user to sign in again, then retries once', async () => {
    const answers = [reauthRequired, done];
    const run = counted(async () => answers.shift()!);
    let asked = 0;
    expect(
      await withReauth(
        run,
        async () => true,
        () => (asked += 1),
      ),
    ).toBe(done);
    expect(run.calls).toBe(2);
    expect(asked).toBe(1);
  });

  it('keeps the error when the user cancels the sign-in', async () => {
    const run = counted(async () => reauthRequired);
    expect(await withReauth(run, async () => false)).toBe(reauthRequired);
    expect(run.calls).toBe(1);
  });
});
