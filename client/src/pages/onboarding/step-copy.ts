import { SOURCE_LABELS } from '@frontdoor/shared';
import type { WizardState, WizardStep } from './wizard-state';

const STEP_COPY: Record<WizardStep, { title: string; lead: string }> = {
  AboutBusiness: {
    title: 'Tell us about your business',
    lead: 'We write your website from your own words. You can change everything later.',
  },
  FontSelection: {
    title: 'Choose your fonts',
    lead: 'Eight font pairings picked for your business, each shown on the top of your website.',
  },
  ColorSelection: {
    title: 'Choose your colours',
    lead: 'Eight palettes that suit your business. Each one sets your background, text, buttons and accents.',
  },
  WebsiteSectionSelection: {
    title: 'Choose your sections',
    lead: 'Pick what goes on your website. You can add, remove and reorder sections later.',
  },
  Launch: {
    title: 'Ready to create your website',
    lead: 'Check your choices, then create your website. It takes a few seconds.',
  },
};

/** The step's heading and lead (the first step names the page it is created from, if any). */
export function stepCopy(state: Pick<WizardState, 'step' | 'from'>): { title: string; lead: string } {
  if (state.step === 'AboutBusiness' && state.from) {
    return {
      title: `Create your website from your ${SOURCE_LABELS[state.from]} ${state.from === 'github' ? 'profile' : 'page'}`,
      lead: 'We read your page and fill in the details for you to check. You can change everything, now and later.',
    };
  }
  return STEP_COPY[state.step];
}
