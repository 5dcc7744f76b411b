import { isValidExternalUrl, NAMED_SOURCE_KINDS, normalizeExternalUrl, type NamedSourceKind } from '@frontdoor/shared';
import type { WizardState } from '../wizard-state';

export interface Arrival {
  from: NamedSourceKind;
  /** A valid link to import at once, or null. */
  link: string | null;
  patch: (state: WizardState) => WizardState;
}

/**
 * A visit from a create-from-link page: /onboarding?from=yelp, optionally with &link=... The
 * wizard opens at AboutBusiness as that variant, with the link in its field.
 */
export function arrivalFrom(params: URLSearchParams): Arrival | null {
  const from = params.get('from');
  if (!from || !(NAMED_SOURCE_KINDS as readonly string[]).includes(from)) return null;
  const raw = params.get('link') ?? '';
  const link = raw.trim() && isValidExternalUrl(raw) ? normalizeExternalUrl(raw) : null;
  return {
    from: from as NamedSourceKind,
    link,
    patch: (state) => ({
      ...state,
      from: from as NamedSourceKind,
      step: 'AboutBusiness',
      about: link ? { ...state.about, link } : state.about,
    }),
  };
}
