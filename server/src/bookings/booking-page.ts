import { createHash } from 'node:crypto';
import type { Response } from 'express';
import { escapeHtml as escape, HONEYPOT_FIELD, type FreeSlot, type Palette } from '@frontdoor/shared';
import { themeColors } from '@frontdoor/shared/render';
import { dayText, problemText, type BookingTexts } from './booking-texts.js';

/**
 * The booking pages of a published site (issue 40), rendered on the server as plain HTML: every
 * step is a link or a form post, so a visitor books without JavaScript. They take the site's
 * colours (through the same contrast rules as its page) and the system font, and carry their own
 * strict policy: no script, styles by hash, forms to this address only. Their words are in the
 * site's language (its contact form language: booking-texts.ts), `<html lang>` included.
 */

/** What every page shows of the site. */
export interface PageSite {
  businessName: string;
  palette: Palette;
  /** The published page, for the way back. */
  homeUrl: string;
  /** The app's public address (https://…), for the pages' canonical addresses. */
  origin?: string;
  /** The business's time zone, for the visitor's own time beside each free time. */
  zone?: string;
  /** The site's language. */
  texts: BookingTexts;
}

/**
 * The pages' one script, where JavaScript runs (the pages work without it): it learns the
 * visitor's time zone from the browser and, when their clock differs from the business's, shows
 * their own time under each free time at once, and carries the zone on the pages' links and forms
 * so the next pages say it too. Static text (its words come from the page: `data-your-time`, in
 * the site's language): the policy allows it by its hash.
 */
const VISITOR_TIME_SCRIPT =
  `(()=>{const b=document.body.dataset.zone,z=Intl.DateTimeFormat().resolvedOptions().timeZone;if(!b||!z||b===z)return;` +
  `const f=(zone)=>new Intl.DateTimeFormat('en-CA',{timeZone:zone,year:'numeric',month:'2-digit',day:'2-digit',hour:'2-digit',minute:'2-digit',hourCycle:'h23'});` +
  `const w=(fmt,d)=>{const p=Object.fromEntries(fmt.formatToParts(d).map((x)=>[x.type,x.value]));return{date:p.year+'-'+p.month+'-'+p.day,time:p.hour+':'+p.minute}};` +
  `const mine=f(z),theirs=f(b);` +
  `for(const i of document.querySelectorAll('input[name="start"]')){const s=i.nextElementSibling;if(!s||s.querySelector('small'))continue;` +
  `const d=new Date(i.value),v=w(mine,d),o=w(theirs,d);if(v.date===o.date&&v.time===o.time)continue;` +
  `const m=document.createElement('small');m.textContent=(document.body.dataset.yourTime||'{t} your time').replace('{t}',v.date===o.date?v.time:v.time+' '+v.date.slice(5));s.append(m)}` +
  `for(const a of document.querySelectorAll('main a[href*="/book"]')){const u=new URL(a.href);u.searchParams.set('zone',z);a.href=u.pathname+u.search}` +
  `for(const form of document.querySelectorAll('main form')){if(form.querySelector('input[name="zone"]'))continue;const i=document.createElement('input');i.type='hidden';i.name='zone';i.value=z;form.append(i)}})();`;
const SCRIPT_HASH = createHash('sha256').update(VISITOR_TIME_SCRIPT).digest('base64');

/** A bookable service as the pages list it. */
export interface PageService {
  id: string;
  heading: string;
  pricing: string;
  durationMinutes: number;
  mode: 'instant' | 'request';
}

/** One day of free times, in the business's own time. */
export interface PageDay {
  date: string;
  slots: FreeSlot[];
}

const css = (palette: Palette) => {
  const c = themeColors(palette);
  return (
    `:root{color-scheme:light dark}*{box-sizing:border-box}` +
    `body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:${c.fg};background:${c.bg}}` +
    `header,main{max-width:640px;margin:0 auto;padding:16px}header{padding-top:24px}` +
    `header a{color:${c.fg};font-weight:600;text-decoration:none}header a:hover{text-decoration:underline}` +
    `main a{color:${c.fg}}h1{font-size:28px;line-height:1.25;margin:8px 0 8px}h2{font-size:20px;margin:24px 0 8px}p{margin:0 0 16px}` +
    `.muted{color:${c.muted}}.services{list-style:none;padding:0;margin:0;display:grid;gap:12px}` +
    `.card{display:block;padding:16px;border:1px solid ${c.line};border-radius:12px;color:${c.fg};text-decoration:none}` +
    `a.card:hover,a.card:focus-visible{border-color:${c.outline}}.card strong{display:block;font-size:18px}` +
    `fieldset{border:0;padding:0;margin:0 0 24px}legend{font-weight:600;font-size:18px;padding:0;margin:0 0 8px}` +
    `.slots{display:grid;grid-template-columns:repeat(auto-fill,minmax(84px,1fr));gap:8px}.slot{position:relative}` +
    `.slot input{position:absolute;opacity:0;width:1px;height:1px}` +
    `.slot span{display:block;padding:12px 8px;text-align:center;border:1px solid ${c.input};border-radius:8px;cursor:pointer}` +
    `.slot small{display:block;color:${c.muted};font-size:13px}` +
    `.slot input:checked+span{background:${c.button};color:${c.buttonText};border-color:${c.button}}` +
    `.slot input:checked+span small{color:inherit}.slot input:focus-visible+span{outline:3px solid ${c.outline};outline-offset:2px}` +
    `label.field{display:block;font-weight:600;margin:0 0 16px}label.field span{font-weight:400;color:${c.muted}}` +
    `input[type=text],input[type=email],input[type=tel],textarea{display:block;width:100%;margin-top:4px;padding:12px;font:inherit;font-weight:400;font-weight:400;color:inherit;background:transparent;border:1px solid ${c.input};border-radius:8px}` +
    `input:focus-visible,textarea:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid ${c.outline};outline-offset:2px}` +
    `button,main a.button{display:inline-block;padding:12px 24px;font:inherit;font-weight:600;color:${c.buttonText};background:${c.button};border:0;border-radius:8px;cursor:pointer;text-decoration:none}` +
    `.bar{position:sticky;bottom:0;padding:16px 0;background:${c.bg}}nav.weeks{display:flex;justify-content:space-between;gap:16px;margin:0 0 24px}` +
    `nav.weeks a{color:${c.fg}}.problems{border-left:4px solid ${c.outline};padding:8px 16px;margin:0 0 24px}.problems ul{margin:0;padding-left:20px}` +
    `.summary{padding:16px;border:1px solid ${c.line};border-radius:12px;margin:0 0 24px}.summary p{margin:0}` +
    `.actions{display:flex;flex-wrap:wrap;gap:12px;margin:0 0 24px}form.inline{margin:0}` +
    `button.secondary{color:${c.fg};background:transparent;border:1px solid ${c.input}}` +
    `.hp{position:absolute;left:-9999px;width:1px;height:1px;overflow:hidden}`
  );
};

/**
 * A whole page with its Content-Security-Policy. Only the pages anyone may land on (the services
 * and a service's times) are for search engines, under their canonical address; a visitor's hold
 * and an email's link are not.
 */
function page(site: PageSite, title: string, body: string, canonical?: string): { html: string; csp: string } {
  const { texts } = site;
  const style = css(site.palette);
  const html =
    `<!doctype html><html lang="${escape(texts.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    (canonical ? `<link rel="canonical" href="${escape(canonical)}">` : `<meta name="robots" content="noindex">`) +
    `<meta name="description" content="${escape(texts.metaDescription(site.businessName))}">` +
    `<title>${escape(`${title} · ${site.businessName}`)}</title><style>${style}</style></head>` +
    `<body${site.zone ? ` data-zone="${escape(site.zone)}" data-your-time="${escape(texts.yourTime('{t}'))}"` : ''}>` +
    `<header><a href="${escape(site.homeUrl)}">← ${escape(site.businessName)}</a></header><main>${body}</main>` +
    (site.zone ? `<script>${VISITOR_TIME_SCRIPT}</script>` : '') +
    `</body></html>`;
  const hash = createHash('sha256').update(style).digest('base64');
  // connect-src 'self' as on the published pages (crawlers' tools read robots.txt from the page).
  const script = site.zone ? `'sha256-${SCRIPT_HASH}'` : `'none'`;
  return {
    html,
    csp: `default-src 'none'; style-src 'sha256-${hash}'; script-src ${script}; img-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`,
  };
}

const honeypot = (texts: BookingTexts) =>
  `<div class="hp" aria-hidden="true"><label>${escape(texts.website)} <input type="text" name="${HONEYPOT_FIELD}" tabindex="-1" autocomplete="off"></label></div>`;

const serviceLine = (service: PageService, texts: BookingTexts) => [texts.duration(service.durationMinutes), service.pricing].filter(Boolean).join(' · ');

/** Step 1: the services a visitor can book; `canonical` is the page's own address (a path). */
export function servicesPage(site: PageSite, services: PageService[], serviceUrl: (id: string) => string, canonical: string) {
  const { texts } = site;
  const items = services
    .map(
      (service) =>
        `<li><a class="card" href="${escape(serviceUrl(service.id))}"><strong>${escape(service.heading)}</strong><span class="muted">${escape(serviceLine(service, texts))}</span></a></li>`,
    )
    .join('');
  return page(
    site,
    texts.bookAnAppointment,
    `<h1>${escape(texts.bookAnAppointment)}</h1><p class="muted">${escape(texts.chooseService)}</p><ul class="services">${items}</ul>`,
    site.origin && `${site.origin}${canonical}`,
  );
}

/** Step 2: a week of free times for one service, as radio buttons grouped by day, and Continue. */
export function slotsPage(
  site: PageSite,
  input: {
    service: PageService;
    days: PageDay[];
    zone: string;
    action: string;
    earlier: string | null;
    later: string | null;
    allServices: string | null;
    /** The page's address for search engines (a path): the service's times from today. */
    canonical: string;
    problem?: string;
    visitorTime?: (slot: FreeSlot) => string | null;
  },
) {
  const { service, days } = input;
  const { texts } = site;
  const problem = input.problem ? `<div class="problems" role="alert"><p>${escape(problemText(texts, input.problem))}</p></div>` : '';
  const weeks =
    input.earlier || input.later
      ? `<nav class="weeks" aria-label="${escape(texts.weeks)}">${input.earlier ? `<a href="${escape(input.earlier)}">${escape(texts.earlierDays)}</a>` : '<span></span>'}${input.later ? `<a href="${escape(input.later)}">${escape(texts.laterDays)}</a>` : ''}</nav>`
      : '';
  const fieldsets = days
    .map((day) => {
      const slots = day.slots
        .map((slot) => {
          const theirs = input.visitorTime?.(slot);
          return `<label class="slot"><input type="radio" name="start" value="${escape(slot.start)}" required><span>${escape(slot.time)}${theirs ? `<small>${escape(texts.yourTime(theirs))}</small>` : ''}</span></label>`;
        })
        .join('');
      return `<fieldset><legend>${escape(dayText(texts, day.date))}</legend><div class="slots">${slots}</div></fieldset>`;
    })
    .join('');
  const none = `<p>${escape(texts.noFreeTimes(!!input.later))}</p>`;
  const back = input.allServices ? `<p><a href="${escape(input.allServices)}">${escape(texts.allServices)}</a></p>` : '';
  const body =
    `<h1>${escape(service.heading)}</h1><p class="muted">${escape(texts.serviceIntro(serviceLine(service, texts), site.businessName, input.zone))}</p>` +
    problem +
    weeks +
    (days.length
      ? `<form method="post" action="${escape(input.action)}"><input type="hidden" name="service" value="${escape(service.id)}">${honeypot(texts)}${fieldsets}<div class="bar"><button type="submit">${escape(texts.continue)}</button></div></form>`
      : none) +
    back;
  return page(site, service.heading, body, site.origin && `${site.origin}${input.canonical}`);
}

export interface DetailsValues {
  name: string;
  email: string;
  phone: string;
  note: string;
}

/** Step 3: the held time and the visitor's details. */
export function detailsPage(
  site: PageSite,
  input: { service: PageService; when: string; heldUntil: string; action: string; values: DetailsValues; problems: string[]; changeUrl: string },
) {
  const { values } = input;
  const { texts } = site;
  const problems = input.problems.length
    ? `<div class="problems" role="alert"><p>${escape(texts.checkTheForm)}</p><ul>${input.problems.map((p) => `<li>${escape(problemText(texts, p))}</li>`).join('')}</ul></div>`
    : '';
  const field = (name: keyof DetailsValues, label: string, type: string, extra: string, hint = '') =>
    `<label class="field">${escape(label)}${hint ? ` <span>${escape(hint)}</span>` : ''}` +
    (type === 'textarea'
      ? `<textarea name="${name}" rows="4" ${extra}>${escape(values[name])}</textarea>`
      : `<input type="${type}" name="${name}" value="${escape(values[name])}" ${extra}>`) +
    `</label>`;
  const body =
    `<h1>${escape(texts.yourDetails)}</h1><div class="summary"><p><strong>${escape(input.service.heading)}</strong></p><p>${escape(input.when)}</p>` +
    `<p class="muted">${escape(texts.heldUntil(input.heldUntil))} <a href="${escape(input.changeUrl)}">${escape(texts.changeTheTime)}</a></p></div>` +
    problems +
    `<form method="post" action="${escape(input.action)}">${honeypot(texts)}` +
    field('name', texts.name, 'text', 'autocomplete="name" required maxlength="100"') +
    field('email', texts.email, 'email', 'autocomplete="email" required maxlength="254"') +
    field('phone', texts.phone, 'tel', 'autocomplete="tel" maxlength="40"', texts.optional) +
    field('note', texts.note, 'textarea', 'maxlength="1000"', texts.optional) +
    `<button type="submit">${escape(input.service.mode === 'instant' ? texts.book : texts.requestBooking)}</button></form>`;
  return page(site, texts.yourDetails, body);
}

/** The end of the journey, or a problem with a way on: a heading, lines and one link. */
export function outcomePage(site: PageSite, input: { title: string; lines: string[]; link: { href: string; label: string } }) {
  const body = `<h1>${escape(input.title)}</h1>${input.lines.map((line) => `<p>${escape(line)}</p>`).join('')}<p><a class="button" href="${escape(input.link.href)}">${escape(input.link.label)}</a></p>`;
  return page(site, input.title, body);
}

/** A booking email's link: the booking, and one form (one button) for each thing its reader may do. */
export function bookingLinkPage(
  site: PageSite,
  input: {
    title: string;
    lines: string[];
    details: { title: string; value: string }[];
    action: string;
    buttons: { value: string; label: string }[];
    problem?: string;
    links?: { href: string; label: string }[];
  },
) {
  const { texts } = site;
  const problem = input.problem ? `<div class="problems" role="alert"><p>${escape(problemText(texts, input.problem))}</p></div>` : '';
  const details = input.details
    .filter((row) => row.value)
    .map((row) => `<p><strong>${escape(row.title)}${escape(texts.colon.trimEnd())}</strong>${texts.colon.endsWith(' ') ? ' ' : ''}${escape(row.value)}</p>`)
    .join('');
  const buttons = input.buttons
    .map(
      (button, index) =>
        `<form method="post" action="${escape(input.action)}" class="inline"><input type="hidden" name="action" value="${escape(button.value)}"><button type="submit"${index ? ' class="secondary"' : ''}>${escape(button.label)}</button></form>`,
    )
    .join('');
  const body =
    `<h1>${escape(input.title)}</h1>` +
    problem +
    input.lines.map((line) => `<p>${escape(line)}</p>`).join('') +
    (details ? `<div class="summary">${details}</div>` : '') +
    (buttons ? `<div class="actions">${buttons}</div>` : '') +
    (input.links ?? []).map((link) => `<p><a href="${escape(link.href)}">${escape(link.label)}</a></p>`).join('');
  return page(site, input.title, body);
}

/**
 * Sends a page with its policy, never cached, and with no Referer to other sites (the booking
 * pages' addresses hold a hold's id or a link's token).
 */
export function sendPage(res: Response, status: number, page: { html: string; csp: string }): void {
  res
    .status(status)
    .setHeader('Content-Security-Policy', page.csp)
    .setHeader('Cache-Control', 'no-store')
    .setHeader('Referrer-Policy', 'no-referrer')
    .type('html')
    .send(page.html);
}
