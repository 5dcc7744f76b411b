import { escapeHtml as escape } from '@frontdoor/shared';

/** Emails to the site owner about visitors' submissions; visitor text is always escaped. */
export const ownerNotification = {
  contact(businessName: string, fields: { title: string; value: string }[]) {
    return fieldsMessage(`New message from your ${businessName} website`, fields);
  },
  subscriber(businessName: string, email: string) {
    const subject = `New newsletter subscriber on your ${businessName} website`;
    return {
      subject: subject.slice(0, 200),
      text: `${subject}\n\n${email}`,
      html: `<p style="font-family:system-ui,sans-serif">${escape(subject)}: <strong>${escape(email)}</strong></p>`,
    };
  },
};

/** A subject and a table of titled values (a visitor's words, escaped). */
function fieldsMessage(subject: string, fields: { title: string; value: string }[]) {
  return {
    subject: subject.slice(0, 200),
    text: [subject, '', ...fields.map((f) => `${f.title}: ${f.value}`)].join('\n'),
    html: `<h1 style="font-family:system-ui,sans-serif;font-size:20px">${escape(subject)}</h1><table style="font-family:system-ui,sans-serif;font-size:15px">${fields
      .map((f) => `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escape(f.title)}</th><td style="white-space:pre-wrap">${escape(f.value)}</td></tr>`)
      .join('')}</table>`,
  };
}
