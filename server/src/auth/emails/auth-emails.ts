import { escapeHtml as escape, type EmailJob } from '@frontdoor/shared';

/** One simple, accessible layout for every account email: a heading, a paragraph, an action. */
export function layout(to: string, subject: string, lines: string[], action?: { label: string; url: string }, code?: string): EmailJob {
  const html = `<!doctype html><html lang="en"><body style="margin:0;background:#f6f6fb;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1a1a2e">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:480px;background:#ffffff;border-radius:12px;padding:32px" cellpadding="0" cellspacing="0"><tr><td>
<p style="margin:0 0 24px;font-weight:700;font-size:18px;color:#4338ca">Frontdoor</p>
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3">${escape(subject)}</h1>
${lines.map((line) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5">${escape(line)}</p>`).join('\n')}
${code ? `<p style="margin:0 0 24px;font-size:32px;font-weight:700;letter-spacing:8px">${escape(code)}</p>` : ''}
${
  action
    ? `<p style="margin:0 0 24px"><a href="${escape(action.url)}" style="display:inline-block;background:#4338ca;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 24px;border-radius:8px">${escape(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#555">Or paste this address into your browser: ${escape(action.url)}</p>`
    : ''
}
<p style="margin:24px 0 0;font-size:13px;color:#666">If you did not ask for this, you can ignore this email.</p>
</td></tr></table></td></tr></table></body></html>`;
  const text = [
    subject,
    '',
    ...lines,
    ...(code ? ['', code] : []),
    ...(action ? ['', `${action.label}: ${action.url}`] : []),
    '',
    'If you did not ask for this, you can ignore this email.',
  ].join('\n');
  return { to, subject, text, html };
}

export const authEmails = {
  code: (to: string, code: string) =>
    layout(to, `Your Frontdoor code is ${code}`, ['Enter this code to sign in. It works once and expires in 10 minutes.'], undefined, code),
  magicLink: (to: string, url: string) =>
    layout(to, 'Sign in to Frontdoor', ['Open this link in the same browser where you entered your email. It works once and expires in 15 minutes.'], {
      label: 'Sign in',
      url,
    }),
  verifyEmail: (to: string, url: string) =>
    layout(to, 'Verify your email', ['Confirm this address to finish creating your Frontdoor account. The link expires in 1 hour.'], { label: 'Verify email', url }),
  resetPassword: (to: string, url: string) =>
    layout(to, 'Reset your password', ['Choose a new password for your Frontdoor account. The link works once and expires in 1 hour.'], {
      label: 'Choose a new password',
      url,
    }),
  confirmNewEmail: (to: string, url: string) =>
    layout(to, 'Confirm your new email', ['Confirm this address to make it the email of your Frontdoor account. The link expires in 1 hour.'], {
      label: 'Confirm new email',
      url,
    }),
  emailChanged: (to: string, newEmail: string) =>
    layout(to, 'Your Frontdoor email was changed', [`Your account now signs in with ${newEmail}.`, 'If you did not make this change, contact support right away.']),
  passwordChanged: (to: string) =>
    layout(to, 'Your Frontdoor password was changed', ['Your password was just changed.', 'If you did not make this change, reset your password and contact support.']),
};
