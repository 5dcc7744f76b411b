import { errorBodySchema, illustrationPath, understandResponseSchema } from '@frontdoor/shared';
import { startAppWithWorker } from './support/app-with-worker.js';
import { HttpClient } from './support/http-client.js';
import { onboardingAnswers } from './support/onboarding.js';

// Issue 24: the wizard says which kind of business it understood, through the worker, with the
// same reading generation makes; and the pictures of a trade of its own draw its own icons.

let running: Awaited<ReturnType<typeof startAppWithWorker>>;

beforeAll(async () => {
  running = await startAppWithWorker();
});
afterAll(() => running?.stop());

const brief = (description: string, extra: Record<string, string> = {}) => ({ ...onboardingAnswers().brief, businessName: 'Northstar', description, ...extra });

it('reads a dog grooming salon as a trade of its own and a barber as a barber shop', async () => {
  const visitor = new HttpClient(running.base);
  const groomer = await visitor.post('/api/onboarding/understand', {
    brief: brief('A friendly dog grooming salon in Headingley — full grooms, nail clipping, hand stripping for terriers.'),
  });
  expect(groomer.status).toBe(200);
  expect(understandResponseSchema.parse(groomer.body)).toEqual({ industry: null, trade: expect.stringContaining('dog groom') });

  const barber = await visitor.post('/api/onboarding/understand', { brief: brief('Skin fades, beard trims and hot towel shaves for gents of all ages.') });
  expect(barber.body).toEqual({ industry: 'barber-shop', trade: expect.any(String) });

  // The owner's own words and pick win.
  const corrected = await visitor.post('/api/onboarding/understand', { brief: brief('Skin fades and beard trims.', { trade: 'mobile barber van' }) });
  expect(corrected.body).toEqual({ industry: null, trade: 'mobile barber van' });
  const picked = await visitor.post('/api/onboarding/understand', { brief: { ...brief('Full grooms and nail clipping.'), industry: 'spa' } });
  expect(picked.body).toEqual({ industry: 'spa', trade: expect.any(String) });
});

it('refuses a body that is not a brief', async () => {
  const visitor = new HttpClient(running.base);
  for (const body of [
    {},
    { brief: { businessName: '', description: 'x' } },
    { brief: { ...brief('Dog grooming.'), trade: 'x'.repeat(61) } },
    { brief: { ...brief('Dog grooming.'), industry: 'dog-grooming' } },
  ]) {
    const refused = await visitor.post('/api/onboarding/understand', body);
    expect(refused.status).toBe(400);
    expect(errorBodySchema.parse(refused.body).error.code).toBe('validation_failed');
  }
});

it('draws any outline icon of the set by its name, and nothing else', async () => {
  const colors = { button: '#23466e', accent: '#dfe8f5', background: '#fafbfc', text: '#1a2433', buttonText: '#ffffff' };
  const draw = (icons: string[]) => fetch(`${running.base}${illustrationPath({ kind: 'spot', icons, aspect: 'square', colors, seed: 's' })}`);
  const dog = await draw(['dog', 'key', 'camera']);
  expect(dog.status).toBe(200);
  expect(await dog.text()).toMatch(/^<svg [^>]+><defs>/);
  for (const icons of [['dogx'], ['brand-github'], ['..', 'dog'], ['dog/../../x']]) expect([icons, (await draw(icons)).status]).toEqual([icons, 400]);
});
