import type { Browser, BrowserContext, BrowserType, Page } from 'playwright-core';
import { builtImport } from './built-import.js';

/**
 * The run's Chromium (launched once by scripts/jest/e2e-setup.mjs), as a connection of this test
 * file's own: `close()` closes the contexts the file opened and leaves the browser to the next.
 *
 * Its contexts are pooled (see `poolContexts`): a context the file closes is emptied and handed to
 * the file's next `newContext` with the same options, so the app's pages load in a renderer that
 * has already compiled their scripts.
 */
export async function launchBrowser(): Promise<Browser> {
  const endpoint = process.env.FRONTDOOR_BROWSER_WS;
  if (!endpoint) throw new Error('No browser: run browser tests through jest.config.js (its e2e globalSetup launches one).');
  const { chromium } = await builtImport<{ chromium: BrowserType }>('playwright-core');
  return poolContexts(await chromium.connect(endpoint));
}

/**
 * What a test does on a page that needs the page drawn: actions that wait for the element to be
 * stable (two animation frames), screenshots, waits polled by animation frame.
 */
const DRAWN = {
  locator: [
    'check',
    'clear',
    'click',
    'dblclick',
    'dragTo',
    'fill',
    'focus',
    'hover',
    'press',
    'pressSequentially',
    'screenshot',
    'scrollIntoViewIfNeeded',
    'selectOption',
    'selectText',
    'setChecked',
    'setInputFiles',
    'tap',
    'type',
    'uncheck',
  ],
  page: [
    'check',
    'click',
    'dblclick',
    'dragAndDrop',
    'fill',
    'focus',
    'hover',
    'press',
    'screenshot',
    'selectOption',
    'setInputFiles',
    'tap',
    'type',
    'uncheck',
    'waitForFunction',
  ],
} as const;

/**
 * Kept on Playwright's Page prototype, which every test file of a Jest worker shares (it is loaded
 * once, through Node's loader) while this module is evaluated again for each file: the prototypes
 * are wrapped once per worker, and the files share which page of each context is in front.
 */
const FRONT = Symbol.for('frontdoor.front-tab');
type FrontState = WeakMap<BrowserContext, Page>;
const frontOf = (page: Page) => (Object.getPrototypeOf(page) as { [FRONT]?: FrontState })[FRONT];

/**
 * The pages of a context are tabs of one window in headless Chromium, and only the tab in front
 * is drawn at full rate: a tab behind it gets two or three animation frames a second, so each
 * click there waited 1–2 s for its element to be "stable" (two frames), most of a two-tab test's
 * time. As a person switches to the tab they act on, an action on a page brings its tab to the
 * front first, when it is not there already (`page.bringToFront()` in a test still works).
 */
function frontBeforeActing(page: Page): void {
  const known = frontOf(page);
  if (known) {
    known.set(page.context(), page);
    return;
  }
  const front: FrontState = new WeakMap([[page.context(), page]]);
  Object.assign(Object.getPrototypeOf(page) as object, { [FRONT]: front });
  const bringToFront = Object.getPrototypeOf(page).bringToFront as (this: Page) => Promise<void>;
  const toFront = async (target: Page) => {
    if (front.get(target.context()) === target || target.isClosed()) return;
    front.set(target.context(), target);
    await bringToFront.call(target);
  };
  const wrap = (prototype: Record<string, unknown>, names: readonly string[], pageOf: (self: never) => Page) => {
    for (const name of names) {
      const original = prototype[name] as (...args: unknown[]) => Promise<unknown>;
      prototype[name] = async function (this: never, ...args: unknown[]) {
        await toFront(pageOf(this));
        return original.apply(this, args);
      };
    }
  };
  wrap(Object.getPrototypeOf(page.locator('html')) as Record<string, unknown>, DRAWN.locator, (locator: { page(): Page }) => locator.page());
  wrap(Object.getPrototypeOf(page) as Record<string, unknown>, DRAWN.page, (self: Page) => self);
  Object.assign(Object.getPrototypeOf(page) as object, {
    async bringToFront(this: Page) {
      front.set(this.context(), this);
      await bringToFront.call(this);
    },
  });
}

/**
 * Context methods whose effect outlives the test's pages and that the pool cannot undo: a context
 * that used one is really closed when the test closes it, never handed on.
 */
const LASTING = [
  'addInitScript',
  'exposeBinding',
  'exposeFunction',
  'route',
  'routeFromHAR',
  'routeWebSocket',
  'setDefaultNavigationTimeout',
  'setDefaultTimeout',
  'setExtraHTTPHeaders',
  'setGeolocation',
  'setHTTPCredentials',
  'setOffline',
  'on',
  'once',
  'addListener',
  'prependListener',
] as const;

interface Pooled {
  /** The context's real close. */
  close(): Promise<void>;
  /** Used a `LASTING` method. */
  lasting: boolean;
  /** Keeps the renderer of the site the tests visit alive while the context waits for its next test. */
  keeper: Page | null;
  /** The origins its pages have been on since it was handed out (their storage is cleared on return). */
  origins: Set<string>;
  idle: boolean;
}

/**
 * Makes `browser.newContext` hand out emptied contexts again, and their `close()` return them.
 *
 * A page load in a new browser context costs Chromium 2–4 times the CPU time of the same load in
 * a renderer that has loaded it before (V8 compiles the app's scripts again in every new renderer).
 * Chromium runs with `--process-per-site` (scripts/jest/e2e-setup.mjs), so the pages of one site
 * in one context share a renderer; the pool keeps that renderer, with a page left open on the site
 * (its robots.txt), between the tests of a file.
 *
 * A returned context is as a new one to the next test: its pages are closed and its cookies,
 * permissions and the storage of every origin it visited (local storage, IndexedDB, caches,
 * service workers) are cleared; a context that used what cannot be undone (an init script, a
 * binding, a context-wide route or listener, emulated offline...) is closed for real. Only the HTTP
 * cache is kept, as a returning visitor's browser keeps it.
 */
function poolContexts(browser: Browser): Browser {
  /** Emptied contexts waiting for a test, by their options. */
  const idle = new Map<string, { context: BrowserContext; state: Pooled }[]>();
  const create = browser.newContext.bind(browser);

  async function release(context: BrowserContext, key: string, state: Pooled): Promise<void> {
    if (state.idle) return;
    if (state.lasting) return state.close();
    state.idle = true;
    try {
      const pages = context.pages().filter((page) => page !== state.keeper);
      if (!state.keeper || state.keeper.isClosed()) state.keeper = await keeperFor(context, pages);
      await Promise.all(pages.map((page) => page.close()));
      await context.clearCookies();
      await context.clearPermissions();
      if (state.origins.size) {
        if (!state.keeper) throw new Error('no page to clear the storage from');
        const devtools = await context.newCDPSession(state.keeper);
        for (const origin of state.origins) await devtools.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
        await devtools.detach();
        state.origins.clear();
      }
    } catch {
      // Whatever could not be emptied is not handed on.
      await state.close().catch(() => undefined);
      return;
    }
    idle.set(key, [...(idle.get(key) ?? []), { context, state }]);
  }

  browser.newContext = async (options = {}) => {
    const key = JSON.stringify(options);
    const reused = idle.get(key)?.pop();
    if (reused) {
      reused.state.idle = false;
      return reused.context;
    }
    const context = await create(options);
    const state: Pooled = { close: context.close.bind(context), lasting: false, keeper: null, origins: new Set(), idle: false };
    context.on('page', (page) => {
      // A new page opens in a new tab, in front.
      frontBeforeActing(page);
      page.on('close', () => {
        if (frontOf(page)?.get(context) === page) frontOf(page)!.delete(context);
      });
      page.on('framenavigated', (frame) => {
        if (frame !== page.mainFrame()) return;
        const { origin } = new URL(frame.url());
        if (origin !== 'null' && !state.idle) state.origins.add(origin);
      });
    });
    context.on('close', () =>
      idle.set(
        key,
        (idle.get(key) ?? []).filter((waiting) => waiting.context !== context),
      ),
    );
    for (const name of LASTING) {
      const method = context[name] as (...args: unknown[]) => unknown;
      Object.assign(context, {
        [name]: (...args: unknown[]) => {
          state.lasting = true;
          return method.apply(context, args);
        },
      });
    }
    context.close = () => release(context, key, state);
    return context;
  };
  return browser;
}

/** A page on the site of the context's first web page (none: no web page is open). */
async function keeperFor(context: BrowserContext, pages: Page[]): Promise<Page | null> {
  const origin = pages.map((page) => new URL(page.url()).origin).find((candidate) => candidate.startsWith('http'));
  if (!origin) return null;
  const keeper = await context.newPage();
  try {
    await keeper.goto(`${origin}/robots.txt`);
  } catch {
    await keeper.close();
    return null;
  }
  return keeper;
}
