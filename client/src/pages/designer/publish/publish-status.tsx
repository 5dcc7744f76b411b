import { ExternalIcon } from './publish-icons';
import { siteUrl } from '../../../features/websites/publishing-api';

/** The published site's state when the draft holds changes the live page does not have. */
export const CHANGES_NOT_PUBLISHED = 'Published · changes not yet published';

/**
 * The website's one state beside its name (spec §4, issue 26): the draft label until it is
 * published; then 'Published', or 'Published · changes not yet published' while the draft
 * differs from what the live page shows; with the address, which opens the live site.
 */
export function PublishStatus({ handle, draftLabel, unpublished }: { handle: string | null; draftLabel: string; unpublished: boolean }) {
  if (!handle) return <span className="status-badge status-badge--draft">{draftLabel}</span>;
  const url = siteUrl(handle);
  return (
    <span className="publish-status">
      <span className={`status-badge ${unpublished ? 'status-badge--changed' : 'status-badge--live'}`}>{unpublished ? CHANGES_NOT_PUBLISHED : 'Published'}</span>
      <a className="publish-status__link" href={url} target="_blank" rel="noopener noreferrer" title={url}>
        <span className="publish-status__address">{url.replace(/^https?:\/\//, '')}</span>
        <ExternalIcon width={14} height={14} />
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </span>
  );
}
