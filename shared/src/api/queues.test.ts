import { devMailSchema, EMAIL_ATTACHMENT_CONTENT_MAX, emailJobSchema, type EmailAttachment } from './queues.js';

const message = { to: 'owner@example.com', subject: 'Your booking', text: 'See you then.', html: '<p>See you then.</p>' };
const invite: EmailAttachment = {
  filename: 'booking.ics',
  contentType: 'text/calendar; charset=utf-8; method=REQUEST',
  content: 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n',
};
const withAttachment = (attachment: Partial<EmailAttachment>) => ({ ...message, attachments: [{ ...invite, ...attachment }] });

describe('emailJobSchema attachments', () => {
  it('takes a message without attachments, as before, and one with a calendar file', () => {
    expect(emailJobSchema.parse(message)).toEqual(message);
    expect(emailJobSchema.parse({ ...message, attachments: [invite] }).attachments).toEqual([invite]);
    expect(emailJobSchema.parse({ ...message, attachments: [] }).attachments).toEqual([]);
  });

  it('refuses a file name with a folder in it: "/" or a backslash', () => {
    expect(emailJobSchema.safeParse(withAttachment({ filename: '../booking.ics' })).success).toBe(false);
    expect(emailJobSchema.safeParse(withAttachment({ filename: 'calendar/booking.ics' })).success).toBe(false);
    expect(emailJobSchema.safeParse(withAttachment({ filename: 'C:\\calendar\\booking.ics' })).success).toBe(false);
  });

  it('refuses an empty or too long file name, and control characters in the name or the type (they go into headers)', () => {
    expect(emailJobSchema.safeParse(withAttachment({ filename: '' })).success).toBe(false);
    expect(emailJobSchema.safeParse(withAttachment({ filename: `${'a'.repeat(97)}.ics` })).success).toBe(false);
    expect(emailJobSchema.safeParse(withAttachment({ filename: `${'a'.repeat(96)}.ics` })).success).toBe(true);
    expect(emailJobSchema.safeParse(withAttachment({ filename: 'booking.ics\r\nBcc: someone@example.com' })).success).toBe(false);
    expect(emailJobSchema.safeParse(withAttachment({ contentType: 'text/calendar\r\nBcc: someone@example.com' })).success).toBe(false);
    expect(emailJobSchema.safeParse(withAttachment({ contentType: `text/${'x'.repeat(96)}` })).success).toBe(false);
  });

  it('refuses content over 50,000 characters, and takes it at the limit', () => {
    expect(EMAIL_ATTACHMENT_CONTENT_MAX).toBe(50_000);
    expect(emailJobSchema.safeParse(withAttachment({ content: 'x'.repeat(50_001) })).success).toBe(false);
    expect(emailJobSchema.safeParse(withAttachment({ content: 'x'.repeat(50_000) })).success).toBe(true);
  });

  it('refuses more than three attachments', () => {
    expect(emailJobSchema.safeParse({ ...message, attachments: [invite, invite, invite] }).success).toBe(true);
    expect(emailJobSchema.safeParse({ ...message, attachments: [invite, invite, invite, invite] }).success).toBe(false);
  });

  it('keeps only the three fields of an attachment (no path or href for nodemailer to follow)', () => {
    const parsed = emailJobSchema.parse({ ...message, attachments: [{ ...invite, path: '/etc/passwd', href: 'http://127.0.0.1/' }] });
    expect(parsed.attachments).toEqual([invite]);
  });
});

describe('devMailSchema', () => {
  it('always lists attachments, maybe none', () => {
    const createdAt = new Date().toISOString();
    expect(devMailSchema.safeParse({ ...message, createdAt }).success).toBe(false);
    expect(devMailSchema.parse({ ...message, attachments: [], createdAt }).attachments).toEqual([]);
    expect(devMailSchema.parse({ ...message, attachments: [invite], createdAt }).attachments).toEqual([invite]);
  });
});
