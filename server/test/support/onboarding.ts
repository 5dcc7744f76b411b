import { randomUUID } from 'node:crypto';
import { createDefaultTheme, type CreateWebsiteRequest } from '@frontdoor/shared';

/** Onboarding answers as the wizard sends them at Launch. */
export function onboardingAnswers(overrides: Partial<CreateWebsiteRequest['brief']> = {}): CreateWebsiteRequest {
  const theme = createDefaultTheme();
  return {
    requestId: randomUUID(),
    brief: {
      businessName: 'Maple Street Barbers',
      description: 'Classic barber shop offering skin fades, beard trims and hot towel shaves for the whole family.',
      location: 'Portland, Oregon',
      link: '',
      ...overrides,
    },
    fontPair: theme.fontPair,
    palette: theme.palette,
    sectionTypes: [
      'Header',
      'Introduction',
      'Services',
      'Gallery',
      'QuoteBanner',
      'ImageBanner',
      'CustomerReviews',
      'Team',
      'FrequentlyAskedQuestions',
      'Contact',
      'Footer',
    ],
  };
}
