import { createHash } from 'node:crypto';
import { escapeHtml as escape } from '@frontdoor/shared';

const STYLE =
  'body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2933;background:#f6f7f9}' +
  'main{max-width:560px;margin:64px auto;padding:32px 24px;background:#fff;border-radius:12px}' +
  'h1{font-size:24px;margin:0 0 16px}ul{padding-left:24px}a{color:#1f6f5c;font-weight:600}';

/** The page a form post without JavaScript lands on: the outcome and a way back. */
export function formResultPage(input: { title: string; lines: string[]; backUrl: string; backLabel: string }): { html: string; csp: string } {
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escape(input.title)}</title><style>${STYLE}</style></head><body><main>` +
    `<h1>${escape(input.title)}</h1>${input.lines.length > 1 ? `<ul>${input.lines.map((l) => `<li>${escape(l)}</li>`).join('')}</ul>` : input.lines.map((l) => `<p>${escape(l)}</p>`).join('')}` +
    `<p><a href="${escape(input.backUrl)}">${escape(input.backLabel)}</a></p></main></body></html>`;
  const styleHash = createHash('sha256').update(STYLE).digest('base64');
  return { html, csp: `default-src 'none'; style-src 'sha256-${styleHash}'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'` };
}
