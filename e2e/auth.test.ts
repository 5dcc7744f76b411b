import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ERROR_MESSAGES, OTP_MESSAGES, SIGN_IN_MESSAGES, type DevMail } from '@frontdoor/shared';
import { launchBrowser } from './browser.js';
import { startApp } from './harness.js';
import { codeIn, expectFocus, mainNav, nextMail as nextMailAt, uniqueEmail } from './support.js';

// Sign-in journeys in Chromium against the real server, worker and development mailbox: email
// code, magic link (same and other browser), password with email verification, sign out.
const timeout = 45_000;

let app: Awaited<ReturnType<typeof startApp>>;
let browser: Browser;
// localhost, not 127.0.0.1: cookies then behave as they do on a developer's machine.
let base: string;

beforeAll(async () => {
  app = await startApp();
  base = app.url.replace('127.0.0.1', 'localhost');
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function newPage(width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  return context.newPage();
}

const userMenuButton = (page: Page, email: string) => mainNav(page).getByRole('button', { name: email });
const signInButton = (page: Page) => mainNav(page).getByRole('button', { name: 'Sign In' });

const nextMail = (to: string, seen = 0) => nextMailAt(app.url, to, seen);

/** The app path (with its query) of the link to `path` in an email, to open on `base`. */
const linkIn = (mail: DevMail, path: string) => {
  const url = mail.text
    .match(/https?:\/\/\S+/g)
    ?.map((href) => new URL(href))
    .find((candidate) => candidate.pathname === path);
  if (!url) throw new Error(`No ${path} link in: ${mail.text}`);
  return `${base}${url.pathname}${url.search}`;
};

/** Navbar Sign In → Sign in with email → the email field of the dialog. */
async function openEmailStep(page: Page) {
  await signInButton(page).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Sign in with email' }).click();
  await dialog.getByRole('textbox', { name: 'Email' }).waitFor();
  return dialog;
}

async function requestCode(page: Page, email: string) {
  const dialog = await openEmailStep(page);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('button', { name: 'Email me a code' }).click();
  await dialog.getByRole('textbox', { name: 'Digit 1 of 6' }).waitFor();
  return dialog;
}

/** Signs in (or up) with an emailed code, typing it digit by digit from the first box. */
async function signInWithCode(page: Page, email: string) {
  const dialog = await requestCode(page, email);
  const code = codeIn(await nextMail(email));
  await dialog.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code); // the sixth digit sends it (issue 26)
  await userMenuButton(page, email).waitFor();
  await dialog.waitFor({ state: 'hidden' });
}

async function signOut(page: Page, email: string) {
  await userMenuButton(page, email).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await signInButton(page).waitFor();
}

const close = (page: Page) => page.context().close();

// Page scripts as strings: the e2e tsconfig has Node's types, not the DOM's.
const focusedLabel = (page: Page) => page.evaluate<string | null>("document.activeElement?.getAttribute('aria-label') ?? null");

/** A paste of `text` into the focused element, as a clipboard paste would deliver it. */
const paste = (page: Page, text: string) =>
  page.evaluate(`(() => {
    const data = new DataTransfer();
    data.setData('text/plain', ${JSON.stringify(text)});
    document.activeElement.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  })()`);

describe('email code', () => {
  it(
    'signs up with a code from the mailbox, lands signed in, and stays signed in after a reload',
    async () => {
      const page = await newPage();
      await page.goto(`${base}/`);
      const email = uniqueEmail('code');

      // 'Invalid email' until the address is plausible.
      const dialog = await openEmailStep(page);
      await dialog.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
      await dialog.getByRole('button', { name: 'Email me a code' }).click();
      await dialog.getByText('Invalid email', { exact: true }).waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });

      await requestCode(page, email);
      const mail = await nextMail(email);
      const code = codeIn(mail);
      // Six labelled boxes; typing advances from one to the next.
      for (let digit = 1; digit <= 6; digit++) await page.getByRole('textbox', { name: `Digit ${digit} of 6` }).waitFor();
      // Verify stays for those who want it; the sixth digit sends the code by itself, once (issue 26).
      await page.getByRole('dialog').getByRole('button', { name: 'Verify' }).waitFor();
      const verifications: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/login/otp/verify')) verifications.push(request.method());
      });
      await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
      await page.keyboard.type(code);
      await page.keyboard.press('Enter'); // a press of Enter while it is being sent sends nothing more

      await userMenuButton(page, email).waitFor();
      expect(verifications).toEqual(['POST']);
      expect(await signInButton(page).count()).toBe(0);
      await page.getByText(`Signed in as ${email}`).waitFor();

      // The access token lives in memory only; the refresh cookie restores the session on load.
      const stored = await page.evaluate<string>('JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage })');
      expect(stored).not.toMatch(/ey[A-Za-z0-9_-]{10,}\./);
      await page.reload();
      await userMenuButton(page, email).waitFor();
      await close(page);
    },
    timeout,
  );

  it(
    'says the code is invalid, resends a new one, and accepts the new code pasted in',
    async () => {
      const page = await newPage(390);
      await page.goto(`${base}/`);
      const email = uniqueEmail('wrong-code');
      const dialog = await requestCode(page, email);
      const code = codeIn(await nextMail(email));
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');

      await dialog.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
      await page.keyboard.type(wrong);
      await dialog.getByRole('status').filter({ hasText: OTP_MESSAGES.InvalidCode }).waitFor();
      expect(await userMenuButton(page, email).count()).toBe(0);

      // Backspace in an empty box steps back to the previous one.
      await dialog.getByRole('textbox', { name: 'Digit 2 of 6' }).click();
      await page.keyboard.press('Backspace');
      expect(await focusedLabel(page)).toBe('Digit 1 of 6');

      await dialog.getByRole('button', { name: 'Send new code' }).click();
      await dialog.getByText(OTP_MESSAGES.resent).waitFor();
      const fresh = codeIn(await nextMail(email, 1));

      // Pasting the whole code fills every box.
      await dialog.getByRole('textbox', { name: 'Digit 1 of 6' }).focus();
      await paste(page, ` ${fresh} `);
      await userMenuButton(page, email).waitFor();
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
      await close(page);
    },
    timeout,
  );
});

describe('magic link', () => {
  it(
    'signs in in the browser that asked, shows Device not suported in another, and Email link expired once used',
    async () => {
      const page = await newPage();
      await page.goto(`${base}/`);
      const email = uniqueEmail('link');
      const dialog = await openEmailStep(page);
      await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
      await dialog.getByRole('button', { name: 'Email me a sign-in link instead' }).click();
      await dialog.getByRole('heading', { name: 'Check your email' }).waitFor();
      const link = linkIn(await nextMail(email), '/login/link');
      await page.keyboard.press('Escape');

      // Another browser (a fresh context has no device cookie): refused, and the link stays usable.
      const other: BrowserContext = await browser.newContext({ viewport: { width: 390, height: 900 } });
      const otherPage = await other.newPage();
      await otherPage.goto(link);
      await otherPage.getByRole('heading', { level: 1, name: 'Device not suported' }).waitFor();
      await otherPage.getByText(SIGN_IN_MESSAGES['invalid-device']).waitFor();
      await signInButton(otherPage).waitFor(); // the session restore on load settles first
      expect(await signInButton(otherPage).count()).toBe(1);
      await other.close();

      // The browser that asked.
      await page.goto(link);
      await userMenuButton(page, email).waitFor();
      await page.waitForURL(`${base}/`);

      // Single use: the same link again is expired, and a new one can be requested from there.
      await signOut(page, email);
      await page.goto(link);
      await page.getByRole('heading', { level: 1, name: 'Email link expired' }).waitFor();
      await page.getByText(SIGN_IN_MESSAGES['invalid-token']).waitFor();
      await page.getByRole('button', { name: 'Request New Link' }).click();
      await page.getByRole('main').getByRole('textbox', { name: 'Email' }).fill(email);
      await page.getByRole('button', { name: 'Email me a new link' }).click();
      await page.getByRole('heading', { level: 1, name: 'Check your email' }).waitFor();
      await page.goto(linkIn(await nextMail(email, 1), '/login/link'));
      await userMenuButton(page, email).waitFor();
      await close(page);
    },
    timeout,
  );
});

describe('password', () => {
  it(
    'signs up, verifies the email from the mailbox, signs out, and signs in (wrong password first)',
    async () => {
      const page = await newPage();
      await page.goto(`${base}/`);
      const email = uniqueEmail('password');
      const password = 'a long enough password';

      await signInButton(page).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Use a password' }).click();
      await dialog.getByRole('button', { name: 'Create an account' }).click();
      await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
      await dialog.getByLabel('Password', { exact: true }).fill('short');
      await dialog.getByRole('button', { name: 'Create account' }).click();
      await dialog.getByText(SIGN_IN_MESSAGES['weak-password']).waitFor();
      await dialog.getByLabel('Password', { exact: true }).fill(password);
      await dialog.getByRole('button', { name: 'Create account' }).click();
      await dialog.getByRole('heading', { name: 'Check your email' }).waitFor();
      await dialog.getByText('We sent a verification link').waitFor();

      await page.goto(linkIn(await nextMail(email), '/login/verify-email'));
      await page.getByRole('heading', { level: 1, name: 'Email verified' }).waitFor();
      await userMenuButton(page, email).waitFor();

      await signOut(page, email);

      await signInButton(page).click();
      await dialog.getByRole('button', { name: 'Use a password' }).click();
      await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
      await dialog.getByLabel('Password', { exact: true }).fill('not the password');
      await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
      await dialog.getByRole('status').filter({ hasText: SIGN_IN_MESSAGES['wrong-password'] }).waitFor();
      expect(await userMenuButton(page, email).count()).toBe(0);

      await dialog.getByLabel('Password', { exact: true }).fill(password);
      await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
      await userMenuButton(page, email).waitFor();
      await close(page);
    },
    timeout,
  );
});

describe('sign out', () => {
  it(
    'returns the navbar to Sign In, and a reload stays signed out',
    async () => {
      const page = await newPage();
      await page.goto(`${base}/pricing`);
      const email = uniqueEmail('sign-out');
      await signInWithCode(page, email);

      // The user menu from the keyboard: ArrowDown opens on the first item, End goes to the last.
      const button = userMenuButton(page, email);
      await button.focus();
      await page.keyboard.press('ArrowDown');
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      await expectFocus(page, 'Your websites');
      await page.keyboard.press('End');
      await expectFocus(page, 'Sign out');
      await page.keyboard.press('Escape');
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      // Focus goes back to the button once the menu has left (after its closing animation and a tick).
      await page.waitForFunction((element) => element === element?.ownerDocument.activeElement, await button.elementHandle(), { timeout: 5_000 });
      expect(await button.evaluate((element) => element === element.ownerDocument.activeElement)).toBe(true);

      await page.keyboard.press('ArrowUp');
      await expectFocus(page, 'Sign out');
      await page.keyboard.press('Enter');
      await signInButton(page).waitFor();
      expect(await userMenuButton(page, email).count()).toBe(0);

      await page.reload();
      await signInButton(page).waitFor();
      expect(await userMenuButton(page, email).count()).toBe(0);
      expect(page.url()).toBe(`${base}/pricing`);
      await close(page);
    },
    timeout,
  );
});

describe('account settings', () => {
  it(
    'sets a password, changes the email (a wrong password said at its field), then deletes the account after confirming',
    async () => {
      const page = await newPage();
      await page.goto(`${base}/`);
      const email = uniqueEmail('account');
      await signInWithCode(page, email);

      await userMenuButton(page, email).click();
      await page.getByRole('menuitem', { name: 'Account settings' }).click();
      await page.getByRole('heading', { level: 1, name: 'Account settings' }).waitFor();
      await page.getByRole('main').getByText(email).first().waitFor();

      const passwordSection = page.getByRole('region', { name: 'Set a password' });
      await passwordSection.getByLabel('New password', { exact: true }).fill('a brand new password');
      await passwordSection.getByRole('button', { name: 'Set password' }).click();
      await page.getByText('Your password has been set.').waitFor();
      // The account now has a password: changing it asks for the current one.
      await page.getByRole('region', { name: 'Change password' }).getByLabel('Current password', { exact: true }).waitFor();

      // Changing the email: a wrong current password is said at its field; the right one sends the link.
      const emailSection = page.getByRole('region', { name: 'Change email' });
      const newEmail = uniqueEmail('account-new');
      await emailSection.getByLabel('New email', { exact: true }).fill(newEmail);
      await emailSection.getByLabel('Current password', { exact: true }).fill('not the password');
      await emailSection.getByRole('button', { name: 'Change email' }).click();
      await emailSection.getByText(ERROR_MESSAGES['wrong-password']).waitFor();
      await emailSection.getByLabel('Current password', { exact: true }).fill('a brand new password');
      await emailSection.getByRole('button', { name: 'Change email' }).click();
      await emailSection.getByText(`We sent a confirmation link to ${newEmail}. Your email changes when you open it.`).waitFor();
      expect(await emailSection.getByLabel('Current password', { exact: true }).inputValue()).toBe('');

      await userMenuButton(page, email).click();
      await page.getByRole('menuitem', { name: 'Delete account' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Delete your account?' });
      await confirm.waitFor();
      await confirm.getByRole('button', { name: 'Delete account' }).click();
      await page.waitForURL(`${base}/`);
      await signInButton(page).waitFor();
      await page.getByText('Your account has been deleted.').waitFor();
      await close(page);
    },
    timeout,
  );
});
