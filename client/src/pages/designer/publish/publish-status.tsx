import { ExternalIcon } from './publish-icons';
import { siteUrl } from './publishing-api';

/**
 * The website's state beside its name (spec §4): the draft label until it is published, then
 * 'Published' and the address, which opens the live site in a new tab.
 */
export function PublishStatus({ handle, draftLabel }: { handle: string | null; draftLabel: string }) {
  if (!handle) return <span className="status-badge status-badge--draft">{draftLabel}</span>;
  const url = siteUrl(handle);
  return (
    <span className="publish-status">
      <span className="status-badge status-badge--live">Published</span>
      <a className="publish-status__link" href={url} target="_blank" rel="noopener noreferrer">
        <span className="publish-status__address">{url.replace(/^https?:\/\//, '')}</span>
        <ExternalIcon width={14} height={14} />
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </span>
  );
}
