import { errorBodySchema, generationStatusSchema, siteDocumentSchema, type BusinessDetails } from '@frontdoor/shared';
import { startAppWithWorker } from './support/app-with-worker.js';
import type { HttpClient } from './support/http-client.js';
import { onboardingAnswers } from './support/onboarding.js';
import { signInByCode } from './support/sign-in.js';

// Issue 24: the phone, address and hours a business gives in onboarding reach its draft and its
// published page (tap-to-call link, contact details, LocalBusiness structured data).

let running: Awaited<ReturnType<typeof startAppWithWorker>>;

beforeAll(async () => {
  running = await startAppWithWorker();
});
afterAll(() => running?.stop());

async function waitForDone(client: HttpClient, jobId: string) {
  for (let i = 0; i < 200; i++) {
    const status = generationStatusSchema.parse((await client.get(`/api/websites/jobs/${jobId}`)).body);
    if (status.state === 'completed' || status.state === 'failed') return status;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('generation did not finish');
}

const BUSINESS: BusinessDetails = {
  phone: '+44 113 496 0000',
  email: 'hello@pawfect.example',
  address: '12 Otley Road, Headingley, Leeds LS6 2AA',
  serviceArea: 'Leeds and 10 miles around',
  hours: [
    ...(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const).map((day) => ({ day, opens: '09:00', closes: '17:30' })),
    { day: 'Saturday', opens: '09:00', closes: '13:00' },
  ],
  hoursNote: 'Sundays by appointment',
};

it('stores the details given at Launch in the new draft, and the published page shows and describes them', async () => {
  const { client } = await signInByCode(running.base, 'pawfect@example.com');
  const answers = {
    ...onboardingAnswers({
      businessName: 'Pawfect Grooming',
      description: 'A friendly dog grooming salon in Headingley: full grooms, nail clipping and hand stripping for terriers.',
      location: 'Leeds',
    }),
    business: BUSINESS,
  };
  const created = await client.post('/api/websites', answers);
  expect(created.status).toBe(202);
  expect((await waitForDone(client, created.body.jobId)).state).toBe('completed');

  const document = siteDocumentSchema.parse((await client.get(`/api/websites/${answers.requestId}`)).body.document);
  expect(document.websiteSettings.business).toEqual(BUSINESS);

  const published = await client.post(`/api/websites/${answers.requestId}/publish`, { handle: 'pawfect-grooming' });
  expect(published.status).toBe(200);
  const response = await fetch(`${running.base}/pawfect-grooming`);
  const html = await response.text();
  // Its taps are reported by the link's ping (visitor statistics, issue 42).
  expect(html).toMatch(/<header[^>]*>.*<a class="btn qc" href="tel:\+441134960000" ping="\/api\/public\/pawfect-grooming\/tap\/call">/s);
  expect(html).toContain('12 Otley Road, Headingley, Leeds LS6 2AA');
  expect(html).toContain('<th scope="row">Mon–Fri</th><td>9:00–17:30</td>');
  const json = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
  expect(JSON.parse(json!)).toMatchObject({
    '@type': 'LocalBusiness',
    name: 'Pawfect Grooming',
    telephone: '+44 113 496 0000',
    address: { '@type': 'PostalAddress', streetAddress: '12 Otley Road, Headingley, Leeds LS6 2AA' },
    areaServed: 'Leeds and 10 miles around',
    openingHoursSpecification: [
      { dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '17:30' },
      { dayOfWeek: ['Saturday'], opens: '09:00', closes: '13:00' },
    ],
  });
  // The data block is not a script: the policy's script hashes are only those of real scripts.
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp).toMatch(/script-src [^;]*sha256-/);
});

it('refuses details it cannot use, with messages the owner understands', async () => {
  const { client } = await signInByCode(running.base, 'pawfect-typo@example.com');
  const answers = onboardingAnswers();
  for (const [business, message] of [
    [{ email: 'hello@' }, 'Invalid email'],
    [{ phone: 'call me' }, 'Enter a phone number with its digits, such as +44 113 496 0000'],
    [{ hours: [{ day: 'Monday', opens: '17:00', closes: '09:00' }] }, 'The closing time must be after the opening time'],
    [{ hours: [{ day: 'Monday', opens: '9am', closes: '17:00' }] }, 'Enter a time such as 09:00'],
  ] as const) {
    const refused = await client.post('/api/websites', { ...answers, business });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(errorBodySchema.parse(refused.body))).toContain(message);
  }
  expect((await client.get('/api/websites')).body).toEqual([]);
});
