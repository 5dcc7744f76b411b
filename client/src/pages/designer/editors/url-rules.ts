import { EXTERNAL_URL_MESSAGES, isValidExternalUrl, normalizeExternalUrl } from '@frontdoor/shared';

/** Spec §5: an external URL is empty or a valid http(s) address; the tooltip says so otherwise. */
export function urlProblem(url: string): string | null {
  return isValidExternalUrl(url) ? null : EXTERNAL_URL_MESSAGES.invalid;
}

/** Spec §5: a valid address gets https:// when it has no scheme (done when the field is left). */
export function normalizeUrl(url: string): string {
  return isValidExternalUrl(url) ? normalizeExternalUrl(url) : url;
}
