import { escapeHtml, type EmailJob } from '@frontdoor/shared';
import type { WeekFigures, WeeklySummarySite } from '@frontdoor/data';

/** Names people know for the sites most visitors come from; any other site is named by its address. */
const KNOWN_SOURCES: readonly [RegExp, string][] = [
  [/(^|\.)google\./, 'Google'],
  [/(^|\.)bing\.com$/, 'Bing'],
  [/(^|\.)duckduckgo\.com$/, 'DuckDuckGo'],
  [/(^|\.)(facebook\.com|fb\.com)$/, 'Facebook'],
  [/(^|\.)instagram\.com$/, 'Instagram'],
  [/(^|\.)linkedin\.com$/, 'LinkedIn'],
  [/(^|\.)(t\.co|twitter\.com|x\.com)$/, 'X (Twitter)'],
  [/(^|\.)yelp\./, 'Yelp'],
  [/(^|\.)nextdoor\./, 'Nextdoor'],
];

const sourceName = (host: string) => KNOWN_SOURCES.find(([pattern]) => pattern.test(host))?.[1] ?? host;
const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** "up from 30", "down from 45", "the same as", "none the week before". */
function comparison(now: number, before: number): string {
  if (before === 0) return 'there were none the week before';
  if (now === before) return 'the same as the week before';
  return `${now > before ? 'up' : 'down'} from ${before.toLocaleString('en-US')} the week before`;
}

/** The actions of the week, in plain words, leaving out those with none. */
function actions(week: WeekFigures): string[] {
  return [
    week.call ? `${count(week.call, 'tap', 'taps')} on your phone number` : '',
    week.directions ? `${count(week.directions, 'tap', 'taps')} on Directions` : '',
    week.contact ? `${count(week.contact, 'message', 'messages')} through the contact form` : '',
    week.booking ? `${count(week.booking, 'booking request', 'booking requests')}` : '',
    week.newsletter ? `${count(week.newsletter, 'newsletter sign-up', 'newsletter sign-ups')}` : '',
  ].filter(Boolean);
}

const joined = (parts: string[]) => (parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`);

/**
 * The owner's Monday email (issue 42): what the week brought, in a few plain sentences, against
 * the week before — visits (a day's visitors added up, and called visits, since someone who came on
 * two days counts twice), what visitors did, and where most visits from a link came from — with a
 * link to the Statistics page, where the email is turned off. Nothing is said that the figures do
 * not show.
 */
export function weeklySummaryEmail(site: WeeklySummarySite, week: WeekFigures, before: WeekFigures, statisticsUrl: string): EmailJob {
  const name = site.businessName.trim() || site.handle;
  const subject = `Your week: ${count(week.visits, 'visit', 'visits')} to ${name}`;
  const lines = [
    `${name} had ${count(week.visits, 'visit', 'visits')} last week, ${comparison(week.visits, before.visits)}, and ${count(week.views, 'page view', 'page views')}.`,
    actions(week).length ? `Visitors left ${joined(actions(week))}.` : 'No one tapped your phone number or Directions, or sent a form.',
    ...(week.topReferrer ? [`Of the visits that came through a link, most came from ${sourceName(week.topReferrer)}.`] : []),
    'A visit is one person on one day: someone who came on two days counts twice. Visitors who asked not to be counted, and your own visits, are not in these figures.',
  ];
  const footer = 'You get this email every Monday after a week with visits. Turn it off on the Statistics page.';
  const html = `<!doctype html><html lang="en"><body style="margin:0;padding:32px 16px;background:#f6f6fb;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1a1a2e">
<div style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3">${escapeHtml(subject)}</h1>
${lines.map((line) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`).join('\n')}
<p style="margin:0 0 24px"><a href="${escapeHtml(statisticsUrl)}" style="display:inline-block;background:#4338ca;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 24px;border-radius:8px">See your statistics</a></p>
<p style="margin:0;font-size:13px;color:#555">${escapeHtml(footer)}</p>
</div></body></html>`;
  const text = [subject, '', ...lines, '', `See your statistics: ${statisticsUrl}`, '', footer].join('\n');
  return { to: site.ownerEmail, subject, text, html };
}
