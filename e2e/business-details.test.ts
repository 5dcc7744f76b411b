import type { Browser, Page } from 'playwright-core';
import { freePort } from '../server/test/support/free-port.js';
import { launchBrowser } from './browser.js';
import { startApp } from './harness.js';
import { codeIn, nextMail, SHOTS, uniqueEmail } from './support.js';

// Issue 24, acceptance: phone, address and hours entered in onboarding appear on the published
// page at 390 px (a tap-to-call link in the first screen) and in valid LocalBusiness JSON-LD.
const timeout = 120_000;

let app: Awaited<ReturnType<typeof startApp>>;
let browser: Browser;
let base: string;

beforeAll(async () => {
  const port = await freePort();
  app = await startApp({ PORT: String(port), PUBLIC_URL: `http://localhost:${port}` });
  base = app.url.replace('127.0.0.1', 'localhost');
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

async function newPage(width: number, height = 900): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { page, errors };
}

async function pick(page: Page, index: number) {
  await page.getByRole('radio').nth(7).waitFor({ state: 'attached' });
  await page.locator('.choice__card').nth(index).click();
}

it(
  'shows the phone, address and hours from onboarding on the published page and in its LocalBusiness data',
  async () => {
    const { page, errors } = await newPage(1280);
    const email = uniqueEmail('pawfect');
    await page.goto(`${base}/onboarding`);
    await heading(page, 'Tell us about your business').waitFor();
    await page.getByLabel('Business name').fill('Pawfect Grooming');
    await page
      .getByLabel('What does your business do?')
      .fill('A friendly dog grooming salon in Headingley: full grooms, bath and brush, nail clipping and hand stripping for terriers. Calm, patient and never rushed.');
    await page.getByLabel('Location').fill('Leeds');

    // How customers reach you: optional, in its own labelled part of the step.
    const details = page.getByRole('region', { name: /How customers reach you/ });
    await details.getByLabel('Phone').fill('0113 496 0000');
    await details.getByLabel('Email').fill('hello@');
    await details.getByLabel('Street address').fill('12 Otley Road, Headingley, Leeds LS6 2AA');
    await details.getByLabel('Area you serve').fill('Leeds and 10 miles around');
    await details.getByRole('checkbox', { name: 'Monday' }).check();
    await details.getByLabel('Monday opens').fill('08:30');
    await details.getByLabel('Monday closes').fill('17:30');
    await details.getByRole('button', { name: 'Copy Monday to Tuesday–Friday' }).click();
    expect(await details.getByLabel('Friday closes').inputValue()).toBe('17:30');
    await details.getByRole('checkbox', { name: 'Saturday' }).check();
    await details.getByLabel('Saturday opens').fill('09:00');
    await details.getByLabel('Saturday closes').fill('13:00');
    if (SHOTS) {
      await details.screenshot({ path: `${SHOTS}/onboarding-details-1280.png` });
      await page.setViewportSize({ width: 390, height: 844 });
      await details.screenshot({ path: `${SHOTS}/onboarding-details-390.png` });
      await page.setViewportSize({ width: 1280, height: 900 });
    }

    // A mistake keeps the owner on the step with the message, and what was typed stays.
    await page.getByRole('button', { name: 'Next' }).click();
    await details.getByText('Invalid email').waitFor();
    expect(await details.getByLabel('Email').inputValue()).toBe('hello@');
    await page.waitForFunction(`document.activeElement?.getAttribute('aria-invalid') === 'true'`);
    await details.getByLabel('Email').fill('hello@pawfect.example');
    await page.getByRole('button', { name: 'Next' }).click();

    await heading(page, 'Choose your fonts').waitFor();
    await pick(page, 1);
    await page.getByRole('button', { name: 'Next' }).click();
    await heading(page, 'Choose your colours').waitFor();
    await pick(page, 0);
    await page.getByRole('button', { name: 'Next' }).click();
    await heading(page, 'Choose your sections').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await heading(page, 'Ready to create your website').waitFor();
    await page.getByText('0113 496 0000 · hello@pawfect.example').waitFor();
    await page.getByRole('button', { name: 'Create my website' }).click();

    // Sign in as the onboarding test does; the website is then created by itself.
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Sign in with email' }).click();
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByRole('button', { name: 'Email me a code' }).click();
    await dialog.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type(codeIn(await nextMail(app.url, email)));
    // The sixth digit sends the code by itself (issue 26).
    await page.waitForURL(/\/designer\?websiteId=[0-9a-f-]{36}$/, { timeout: 60_000 });
    await page.getByText('Draft - Not Published').waitFor();

    // The designer's Settings show the same details.
    await page.getByRole('tab', { name: 'Settings' }).click();
    const settings = page.getByRole('region', { name: 'Business details' });
    expect(await settings.getByLabel('Phone').inputValue()).toBe('0113 496 0000');
    expect(await settings.getByLabel('Saturday closes').inputValue()).toBe('13:00');
    if (SHOTS) await settings.screenshot({ path: `${SHOTS}/settings-1280.png` });

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const publish = page.getByRole('dialog', { name: /^Publish/ });
    await publish.getByRole('heading', { name: 'Publish your website' }).waitFor();
    await publish.getByText('Web address available').waitFor();
    await publish.getByRole('button', { name: 'Publish', exact: true }).click();
    const live = page.getByRole('dialog', { name: 'Your website is live' });
    await live.waitFor();
    const url = await live.getByRole('link', { name: /View site/ }).getAttribute('href');
    expect(errors).toEqual([]);
    await page.context().close();

    // A visitor on a phone: call and directions in the first screen.
    const phone = await newPage(390, 844);
    await phone.page.goto(url!);
    const call = phone.page.getByRole('link', { name: 'Call 0113 496 0000' });
    await call.waitFor();
    expect(await call.getAttribute('href')).toBe('tel:01134960000');
    const box = (await call.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    const directions = phone.page.getByRole('banner').getByRole('link', { name: 'Directions' });
    expect(await directions.isVisible()).toBe(true);
    expect(await directions.getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=12%20Otley%20Road%2C%20Headingley%2C%20Leeds%20LS6%202AA');
    const text = await phone.page.locator('body').innerText();
    expect(text).toContain('12 Otley Road, Headingley, Leeds LS6 2AA');
    expect(text).toContain('Mon–Fri');
    expect(text).toContain('8:30–17:30');
    expect(text).toContain('9:00–13:00');
    if (SHOTS) {
      await phone.page.screenshot({ path: `${SHOTS}/published-390.png` });
      await phone.page.locator('.ct').screenshot({ path: `${SHOTS}/contact-390.png` });
      await phone.page.getByRole('contentinfo').screenshot({ path: `${SHOTS}/footer-390.png` });
    }

    // The structured data search engines read.
    const data = JSON.parse((await phone.page.locator('script[type="application/ld+json"]').textContent())!);
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('LocalBusiness');
    expect(data).toMatchObject({
      name: 'Pawfect Grooming',
      telephone: '0113 496 0000',
      email: 'hello@pawfect.example',
      address: { '@type': 'PostalAddress', streetAddress: '12 Otley Road, Headingley, Leeds LS6 2AA' },
      areaServed: 'Leeds and 10 miles around',
    });
    expect(data.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:30', closes: '17:30' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '09:00', closes: '13:00' },
    ]);
    // The page's policy let it load without a violation (the data block is not a script).
    expect(phone.errors).toEqual([]);
    await phone.page.context().close();

    // On a wide screen the number sits in the header bar and the phone row is gone.
    const wide = await newPage(1280, 900);
    await wide.page.goto(url!);
    const number = wide.page.getByRole('banner').getByRole('link', { name: '0113 496 0000', exact: true });
    expect(await number.isVisible()).toBe(true);
    expect(await wide.page.getByRole('link', { name: 'Call 0113 496 0000' }).isVisible()).toBe(false);
    if (SHOTS) {
      await wide.page.screenshot({ path: `${SHOTS}/published-1280.png` });
      await wide.page.locator('.ct').screenshot({ path: `${SHOTS}/contact-1280.png` });
      await wide.page.getByRole('contentinfo').screenshot({ path: `${SHOTS}/footer-1280.png` });
    }
    expect(wide.errors).toEqual([]);
    await wide.page.context().close();
  },
  timeout,
);
