import { ERROR_MESSAGES, type DomainCheck, type DomainFailureReason, type WebsiteDomain } from '@frontdoor/shared';

/** Why a domain failed, in plain words, with what to do next (spec §4: Failed, button Re-Configure). */
export const FAILURE_WORDS: Record<DomainFailureReason, string> = {
  OwnershipVerificationExpired: 'We did not find the TXT record that shows the domain is yours within 48 hours.',
  InvalidDNSSettings: 'The domain’s records do not send visitors to your website: the CNAME (or A record) is missing or points somewhere else.',
  CertificateActivationFailed: 'The secure certificate (the padlock) could not be set up for the domain.',
  CertificateActivationDelayed: 'Setting up the secure certificate took longer than 48 hours.',
  OwnershipProvedElsewhere: ERROR_MESSAGES.domain_proved_elsewhere,
};

/** What to do next after a failure: try again, or (outproved, issue 37) what can be done about the domain. */
export const failureHint = (reason: DomainFailureReason | null) =>
  reason === 'OwnershipProvedElsewhere'
    ? 'Its TXT record showed the other website’s token first. If the domain is yours, check who manages its DNS; you can connect it again once the other website no longer holds it.'
    : 'Check the records below, then select Re-Configure to try again for another 48 hours.';

/** What the checker saw, one line per record it looks at. */
export function checkLines(check: DomainCheck): string[] {
  const ownership = {
    verified: 'Ownership record (TXT): found.',
    mismatch: `Ownership record (TXT): found with another value (${check.txt.join(', ')}).`,
    missing: 'Ownership record (TXT): not found yet.',
    unknown: 'Ownership record (TXT): your DNS provider did not answer.',
  }[check.ownership];
  const pointsAt = check.cname ?? check.addresses.join(', ');
  const routing = {
    ok: 'Address record: points at your website.',
    elsewhere: `Address record: points at ${pointsAt}, not at your website.`,
    missing: 'Address record (CNAME or A): not found yet.',
    unknown: 'Address record: your DNS provider did not answer.',
  }[check.routing];
  const https = {
    ok: 'Secure connection: works.',
    'certificate-error': 'Secure connection: the certificate is not ready for this domain yet.',
    unreachable: 'Secure connection: no answer yet.',
    'wrong-site': 'Secure connection: another website answers at this domain.',
    'not-tried': null,
  }[check.https];
  return [ownership, routing, ...(https ? [https] : [])];
}

/** A record's type as DNS providers list it (an ALIAS is also called ANAME or a flattened CNAME). */
export const recordType = (type: WebsiteDomain['records'][number]['type']) => (type === 'ALIAS' ? 'ALIAS / ANAME' : type);

/** A time as people read it: 'at 3:04 PM' today, else with its date. */
export function whenChecked(at: string, now = new Date(), locale?: string): string {
  const time = new Date(at);
  const sameDay = time.toDateString() === now.toDateString();
  return sameDay
    ? `at ${new Intl.DateTimeFormat(locale, { timeStyle: 'medium' }).format(time)}`
    : `on ${new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(time)}`;
}
