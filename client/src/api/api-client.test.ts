import { jest } from '@jest/globals';
import { createDefaultSiteDocument, ERROR_MESSAGES, type WebsiteDetail } from '@frontdoor/shared';
import { createApiClient, routePath, type ApiClientDeps } from './api-client';
import { checkAnswer } from './dev-check';

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const WEBSITE_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const draft: WebsiteDetail = {
  id: WEBSITE_ID,
  version: 3,
  handle: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  modifiedAt: '2025-01-01T00:00:00.000Z',
  lastDesignedAt: null,
  lastPublishedAt: null,
  document: createDefaultSiteDocument({ id: WEBSITE_ID, businessName: 'Pawfect', sectionTypes: ['Header', 'Footer'] }),
};

type Call = { path: string; init: RequestInit; authorized: boolean };

/** A client over a fake server: `answer` says what each request gets; `check` is on (development) unless told. */
function setup(answer: (path: string, init: RequestInit) => Response | Promise<Response>, { development = true } = {}) {
  const calls: Call[] = [];
  const deps: ApiClientDeps = {
    fetch: async (path, init) => {
      calls.push({ path, init, authorized: false });
      return answer(path, init);
    },
    authorizedFetch: async (path, init) => {
      calls.push({ path, init, authorized: true });
      return answer(path, init);
    },
    check: development ? checkAnswer : null,
  };
  return { ...createApiClient(deps), calls };
}

describe('the typed API client', () => {
  let consoleError: ReturnType<typeof jest.spyOn>;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('builds the call from the route key: method, path with encoded params, JSON body, bearer for signed-in calls', async () => {
    const { api, publicApi, calls } = setup(() => json(200, { text: 'Fresh words' }));
    const result = await api('post /api/websites/{id}/rewrite', { params: { id: WEBSITE_ID }, body: { text: 'Old words', maxLength: 60, purpose: 'heading' } });
    expect(result).toEqual({ ok: true, status: 200, data: { text: 'Fresh words' } });
    expect(calls[0]).toMatchObject({ path: `/api/websites/${WEBSITE_ID}/rewrite`, authorized: true, init: { method: 'POST', credentials: 'same-origin' } });
    expect(new Headers(calls[0]!.init.headers).get('Content-Type')).toBe('application/json');

    await publicApi('get /api/handles/{handle}', { params: { handle: 'a b/c' } });
    expect(calls[1]).toMatchObject({ path: '/api/handles/a%20b%2Fc', authorized: false, init: { method: 'GET', body: undefined } });
  });

  it('sends a file as its bytes, not as JSON (the upload calls)', async () => {
    const { api, calls } = setup(() => json(200, { url: `/uploads/${'a'.repeat(64)}.png`, width: 32, height: 32 }));
    const file = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    const result = await api('post /api/websites/{id}/uploads/favicon', { params: { id: WEBSITE_ID }, body: file });
    expect(result).toMatchObject({ ok: true, data: { width: 32, height: 32 } });
    expect(calls[0]).toMatchObject({ path: `/api/websites/${WEBSITE_ID}/uploads/favicon`, authorized: true, init: { method: 'POST', body: file } });
    expect(new Headers(calls[0]!.init.headers).get('Content-Type')).toBe('application/octet-stream');
  });

  it('types each call from the contract: its input, its answer, which calls need the session', async () => {
    const { api, publicApi } = setup(() => json(200, draft));
    const result = await api('get /api/websites/{id}', { params: { id: WEBSITE_ID } });
    if (result.ok) {
      // The draft's version (missing from the hand-written type this replaced) is there.
      const version: number = result.data.version;
      expect(version).toBe(3);
      // @ts-expect-error: not in the contract's answer
      void result.data.title;
    }
    // Calls the compiler refuses (type-checked with the client, never run):
    const refused = () => {
      // @ts-expect-error: the route needs its id
      void api('get /api/websites/{id}', {});
      // @ts-expect-error: the id is a string
      void api('get /api/websites/{id}', { params: { id: 7 } });
      // @ts-expect-error: no such route in the contract
      void api('get /api/website/{id}', { params: { id: WEBSITE_ID } });
      // @ts-expect-error: a path of the contract, with a method it does not take
      void api('delete /api/websites');
      // @ts-expect-error: publishing needs a handle in the body
      void api('post /api/websites/{id}/publish', { params: { id: WEBSITE_ID } });
      // @ts-expect-error: a signed-in call is not a public one
      void publicApi('get /api/websites');
      // @ts-expect-error: and a sign-in call is made without the session
      void api('post /api/login/otp/generate', { body: { email: 'a@b.co' } });
    };
    expect(refused).toBeInstanceOf(Function);
  });

  it("in development, rejects an answer that breaks the contract (the catalogue's internal error, and a console message)", async () => {
    const { api } = setup(() => json(200, { ...draft, version: 'three' }));
    const result = await api('get /api/websites/{id}', { params: { id: WEBSITE_ID } });
    expect(result).toEqual({ ok: false, status: 200, code: 'internal', message: ERROR_MESSAGES.internal });
    expect(consoleError).toHaveBeenCalledWith('get /api/websites/{id} answered outside the contract', expect.any(Array));
  });

  it('in development, passes a well-formed answer on as it came', async () => {
    const { api } = setup(() => json(200, draft));
    expect(await api('get /api/websites/{id}', { params: { id: WEBSITE_ID } })).toEqual({ ok: true, status: 200, data: draft });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('in production, trusts the answer by its type (no schema is loaded)', async () => {
    const { api } = setup(() => json(200, { ...draft, version: 'three' }), { development: false });
    const result = await api('get /api/websites/{id}', { params: { id: WEBSITE_ID } });
    expect(result.ok).toBe(true);
  });

  it("answers failures in the shared error shape, with the server's code and message", async () => {
    const { api } = setup(() => json(409, { error: { code: 'handle_in_use', message: ERROR_MESSAGES.handle_in_use } }));
    const result = await api('post /api/websites/{id}/publish', { params: { id: WEBSITE_ID }, body: { handle: 'taken' } });
    expect(result).toEqual({ ok: false, status: 409, code: 'handle_in_use', message: 'Web address already in use' });
  });

  it('reports an error code outside the catalogue in development', async () => {
    const { api } = setup(() => json(400, { error: { code: 'made_up', message: 'Nope' } }));
    const result = await api('delete /api/account');
    expect(result).toMatchObject({ ok: false, code: 'made_up', message: 'Nope' });
    expect(consoleError).toHaveBeenCalledWith('delete /api/account answered an error code outside the catalogue: made_up');
  });

  it("answers a dropped connection as the catalogue's network failure, and never throws", async () => {
    const { api } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await api('get /api/websites')).toEqual({ ok: false, status: 0, code: 'network-request-failed', message: 'Network connectivity failed.' });
  });

  it('answers a call without content with no data', async () => {
    const { api } = setup(() => new Response(null, { status: 204 }));
    expect(await api('delete /api/websites/{id}', { params: { id: WEBSITE_ID } })).toEqual({ ok: true, status: 204, data: undefined });
  });
});

describe('routePath', () => {
  it("fills the path's names with encoded values, and refuses a missing one", () => {
    expect(routePath('/api/websites/{id}/versions/{sequence}', { id: 'a/b', sequence: '12' })).toBe('/api/websites/a%2Fb/versions/12');
    expect(() => routePath('/api/websites/{id}', {})).toThrow('/api/websites/{id} needs the parameter id');
  });
});
