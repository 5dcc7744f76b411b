import type { Job } from 'bullmq';
import { stringify } from 'csv-stringify/sync';
import type pg from 'pg';
import { z } from 'zod';
import type { EmailJob } from '@frontdoor/shared';
import { openSealed } from './email.processor.js';

/**
 * A cell a spreadsheet would run as a formula (it starts with =, +, -, @, a tab or a carriage
 * return: `=HYPERLINK(...)` from a visitor's message) is exported as text, with a leading
 * apostrophe, as OWASP's CSV-injection guidance asks. Other cells are left as written.
 */
export function spreadsheetSafe(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const exportJobSchema = z.object({ exportId: z.string().uuid(), downloadUrl: z.string().url() });

/**
 * The `export-contacts` queue: the site's contact-form entries as CSV (a column per field title,
 * then the time received), stored for download, and a link emailed to the owner. The job's data
 * is sealed (its link holds the download's secret); its return value holds only a count.
 */
export function exportContactsProcessor(pool: pg.Pool, sendEmail: (message: EmailJob) => Promise<void>, key: Buffer) {
  return async (job: Job): Promise<{ rows: number }> => {
    const { exportId, downloadUrl } = exportJobSchema.parse(openSealed(key, job.data));
    const { rows: [target] } = await pool.query<{ website_id: string; email: string; business_name: string }>(
      `SELECT e.website_id, u.email, d.website_settings->>'businessName' AS business_name
         FROM contact_exports e JOIN users u ON u.id = e.user_id JOIN draft_websites d ON d.id = e.website_id
        WHERE e.id = $1`,
      [exportId],
    );
    if (!target) return { rows: 0 };
    const { rows } = await pool.query<{ fields: { title: string; value: string }[]; created_at: Date }>(
      `SELECT fields, created_at FROM customer_contact_forms WHERE website_id = $1 ORDER BY created_at`,
      [target.website_id],
    );
    const titles = [...new Set(rows.flatMap((row) => row.fields.map((field) => field.title)))];
    const records = rows.map((row) => [
      ...titles.map((title) => spreadsheetSafe(row.fields.find((field) => field.title === title)?.value ?? '')),
      row.created_at.toISOString(),
    ]);
    const csv = stringify([[...titles.map(spreadsheetSafe), 'Received at'], ...records]);
    await pool.query(`UPDATE contact_exports SET csv = $2, rows = $3, completed_at = now() WHERE id = $1`, [exportId, csv, rows.length]);
    const subject = `Your contacts from ${target.business_name ?? 'your website'} are ready`;
    await sendEmail({
      to: target.email,
      subject,
      text: `${subject}\n\n${rows.length} messages. Download the CSV file (the link works for 7 days): ${downloadUrl}`,
      html: `<p style="font-family:system-ui,sans-serif">${rows.length} messages are ready. <a href="${downloadUrl.replace(/"/g, '&quot;')}">Download the CSV file</a> (the link works for 7 days).</p>`,
    });
    return { rows: rows.length };
  };
}
