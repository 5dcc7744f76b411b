import { BUSINESS_DETAILS_MESSAGES, createWebsiteRequestSchema, importedContentSchema } from '@frontdoor/shared';
import { jest } from '@jest/globals';
import { renderToStaticMarkup } from 'react-dom/server';
import { createWizardState, loadWizardState, type BusinessAnswers } from './wizard-state';

// Vite loads the stylesheet the hours editor imports; jest has no CSS transform.
jest.unstable_mockModule('../../components/opening-hours-editor.css', () => ({}));
const { BusinessDetailsFields, businessProblems, businessToSend, fillBusiness } = await import('./business-details-fields');

const empty = (): BusinessAnswers => createWizardState().business;

describe('how customers reach you (onboarding)', () => {
  it('is empty in a new wizard, and a wizard saved before it was asked still loads', () => {
    expect(empty()).toEqual({ phone: '', email: '', address: '', serviceArea: '', hours: [], hoursNote: '' });
    const { business: _, ...older } = createWizardState();
    const storage = { getItem: () => JSON.stringify(older) };
    expect(loadWizardState(storage)?.business).toEqual(empty());
  });

  it('keeps a half-typed time in the saved wizard', () => {
    const state = { ...createWizardState(), business: { ...empty(), hours: [{ day: 'Monday' as const, opens: '09:00', closes: '' }] } };
    expect(loadWizardState({ getItem: () => JSON.stringify(state) })?.business.hours).toEqual(state.business.hours);
  });

  it('says what cannot be used, with the spec’s wording', () => {
    expect(businessProblems(empty())).toEqual({});
    expect(businessProblems({ ...empty(), phone: 'ring me', email: 'me@' })).toEqual({ phone: BUSINESS_DETAILS_MESSAGES.phone, email: 'Invalid email' });
    expect(businessProblems({ ...empty(), hours: [{ day: 'Monday', opens: '18:00', closes: '09:00' }] })).toEqual({ hours: BUSINESS_DETAILS_MESSAGES.closesAfterOpens });
    expect(businessProblems({ ...empty(), hours: [{ day: 'Monday', opens: '09:00', closes: '' }] }).hours).toBe('Enter both times, or untick the day');
  });

  it('sends nothing when skipped, and trimmed details the server accepts otherwise', () => {
    expect(businessToSend(empty())).toBeUndefined();
    const sent = businessToSend({
      ...empty(),
      phone: ' 0113 496 0000 ',
      address: '12 Otley Road ',
      hours: [
        { day: 'Tuesday', opens: '09:00', closes: '17:00' },
        { day: 'Monday', opens: '09:00', closes: '17:00' },
      ],
    });
    expect(sent).toEqual({
      phone: '0113 496 0000',
      email: '',
      address: '12 Otley Road',
      serviceArea: '',
      hoursNote: '',
      hours: [
        { day: 'Monday', opens: '09:00', closes: '17:00' },
        { day: 'Tuesday', opens: '09:00', closes: '17:00' },
      ],
    });
    expect(createWebsiteRequestSchema.shape.business.safeParse(sent).success).toBe(true);
  });

  it('fills the fields from an imported page without overwriting what the owner typed', () => {
    const facts = importedContentSchema.parse({
      kind: 'website',
      url: 'https://dogspa.example/',
      phone: '0113 496 0000',
      email: 'woof@dogspa.example',
      address: '12 Otley Road, Leeds',
      hours: ['Mon-Fri 9am-5pm', 'Sat 10:00-13:00', 'Sundays: ask us'],
    });
    const filled = fillBusiness({ ...empty(), phone: '07700 900123' }, facts);
    expect(filled.phone).toBe('07700 900123');
    expect(filled.email).toBe('woof@dogspa.example');
    expect(filled.address).toBe('12 Otley Road, Leeds');
    expect(filled.hours).toHaveLength(6);
    expect(filled.hours[5]).toEqual({ day: 'Saturday', opens: '10:00', closes: '13:00' });
    expect(filled.hoursNote).toBe('Sundays: ask us');
    const mine = { ...empty(), hours: [{ day: 'Monday' as const, opens: '08:00', closes: '12:00' }] };
    expect(fillBusiness(mine, facts).hours).toEqual(mine.hours);
  });

  it('labels every field and gives each day an Open checkbox and labelled times', () => {
    const business: BusinessAnswers = { ...empty(), phone: 'ring me', hours: [{ day: 'Monday', opens: '09:00', closes: '17:00' }] };
    const html = renderToStaticMarkup(<BusinessDetailsFields business={business} onChange={() => undefined} showErrors />);
    for (const label of ['Phone', 'Email', 'Street address', 'Area you serve', 'Anything else about your hours']) expect(html).toContain(`>${label}</label>`);
    expect(html.match(/type="checkbox"/g)).toHaveLength(7);
    expect(html).toContain('aria-label="Monday opens"');
    expect(html).toContain('aria-label="Monday closes"');
    expect(html.match(/>Closed</g)).toHaveLength(6);
    expect(html).toContain('Copy Monday to Tuesday–Friday');
    expect(html).toContain(BUSINESS_DETAILS_MESSAGES.phone);
    expect(html).toContain('value="ring me"');
  });
});
