/**
 * What the designer says about a Web link's safety check (spec §4, §5 and §8): nothing once it is
 * Safe; a Failed check offers to try again.
 */
export const WEB_RISK_MESSAGES = {
  checking: 'Checking this web address…',
  unsafe: 'This web address was flagged as malicious. Visitors will not be sent to it.',
  failed: 'Verification process failed. Please try again.',
  tryAgain: 'Try again',
} as const;
