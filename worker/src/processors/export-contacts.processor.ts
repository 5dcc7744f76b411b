import type { Job } from 'bullmq';
import { stringify } from 'csv-stringify/sync';
import { z } from 'zod';
import { spreadsheetSafe, type EmailJob } from '@frontdoor/shared';
import type { ExportsRepository, FormsRepository } from '@frontdoor/data';
import { openSealed } from './email.processor.js';

const exportJobSchema = z.object({ exportId: z.string().uuid(), downloadUrl: z.string().url() });

/**
 * The `export-contacts` queue: the site's contact-form entries as CSV (a column per field title,
 * then the time received), stored for download, and a link emailed to the owner. The job's data
 * is sealed (its link holds the download's secret); its return value holds only a count.
 */
export function exportContactsProcessor(data: { exports: ExportsRepository; forms: FormsRepository }, sendEmail: (message: EmailJob) => Promise<void>, key: Buffer) {
  return async (job: Job): Promise<{ rows: number }> => {
    const { exportId, downloadUrl } = exportJobSchema.parse(openSealed(key, job.data));
    const target = await data.exports.findTarget(exportId);
    if (!target) return { rows: 0 };
    const rows = await data.forms.contactsOf(target.websiteId);
    const titles = [...new Set(rows.flatMap((row) => row.fields.map((field) => field.title)))];
    const records = rows.map((row) => [
      ...titles.map((title) => spreadsheetSafe(row.fields.find((field) => field.title === title)?.value ?? '')),
      row.created_at.toISOString(),
    ]);
    const csv = stringify([[...titles.map(spreadsheetSafe), 'Received at'], ...records]);
    await data.exports.complete(exportId, csv, rows.length);
    const subject = `Your contacts from ${target.businessName ?? 'your website'} are ready`;
    await sendEmail({
      to: target.email,
      subject,
      text: `${subject}\n\n${rows.length} messages. Download the CSV file (the link works for 7 days): ${downloadUrl}`,
      html: `<p style="font-family:system-ui,sans-serif">${rows.length} messages are ready. <a href="${downloadUrl.replace(/"/g, '&quot;')}">Download the CSV file</a> (the link works for 7 days).</p>`,
    });
    return { rows: rows.length };
  };
}
