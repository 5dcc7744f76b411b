import { useState } from 'react';
import type { WebsiteDomain } from '@frontdoor/shared';
import { CheckIcon } from '../../../components/icons';
import { copyText } from '../../../components/copy-text';
import { CopyIcon } from '../publish/publish-icons';
import { recordType } from './domain-words';

type DnsRecord = WebsiteDomain['records'][number];

/** Copies one value; says 'Copied' until another copy (announced to screen readers by the live region). */
function CopyButton({ text, what, copied, onCopied }: { text: string; what: string; copied: boolean; onCopied: (ok: boolean) => void }) {
  return (
    <button type="button" className="button button--ghost button--small dns-records__copy" aria-label={`Copy ${what}`} onClick={() => void copyText(text).then(onCopied)}>
      {copied ? <CheckIcon width={16} height={16} /> : <CopyIcon width={16} height={16} />}
      {copied ? 'Copied' : 'Copy'}
    </button>
  );
}

/** What each record is for, in a few words. */
const purpose = (record: DnsRecord) =>
  record.purpose === 'ownership' ? 'Proves it is yours' : record.purpose === 'routing' ? 'Points it at your website' : `Optional: ${record.name} opens it too`;

/**
 * The DNS records to add at the owner's DNS provider (spec §4 pending), each with its type, its
 * name as providers ask for it (@ for the domain itself) and its value, both with a copy button.
 */
export function DnsRecords({ records }: { records: DnsRecord[] }) {
  const [copied, setCopied] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const copy = (key: string) => (ok: boolean) => {
    setCopied(ok ? key : null);
    setFailed(!ok);
  };
  return (
    <div className="dns-records">
      <table className="dns-records__table">
        <caption className="visually-hidden">DNS records to add</caption>
        <thead>
          <tr>
            <th scope="col">Type</th>
            <th scope="col">Name</th>
            <th scope="col">Value</th>
          </tr>
        </thead>
        <tbody>
          {records.map((record, index) => (
            <tr key={`${record.type}-${record.name}-${record.value}`} className={record.optional ? 'dns-records__optional' : undefined}>
              <td>
                <strong>{recordType(record.type)}</strong>
                <span className="dns-records__purpose">{purpose(record)}</span>
              </td>
              <td>
                <code>{record.host}</code>
                <CopyButton text={record.host} what={`${record.type} record name`} copied={copied === `host-${index}`} onCopied={copy(`host-${index}`)} />
              </td>
              <td>
                <code className="dns-records__value">{record.value}</code>
                <CopyButton text={record.value} what={`${record.type} record value`} copied={copied === `value-${index}`} onCopied={copy(`value-${index}`)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="field-hint" role="status" aria-live="polite">
        {copied && <span className="visually-hidden">Copied</span>}
        {failed && 'Could not copy. Select the text and copy it.'}
      </p>
    </div>
  );
}
