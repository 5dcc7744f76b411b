import { useState } from 'react';
import type { LeftOutSamples } from '@frontdoor/shared';
import { TrashIcon } from '../../../components/icons';
import { ActionsMenu } from './actions-menu';
import { DeleteWebsiteDialog } from './delete-website-dialog';
import { ExportContactsDialog } from './export-contacts-dialog';
import { DownloadIcon, RocketIcon, ShareIcon } from './publish-icons';
import { PublishDialog } from './publish-dialog';
import type { PublishResult } from './publishing-api';
import { ShareDialog } from './share-dialog';
import './publish.css';

type Props = {
  websiteId: string;
  businessName: string;
  /** The published address, or null for a draft. */
  handle: string | null;
  /** The draft's sample reviews and team members, which publishing leaves out. */
  samples: LeftOutSamples;
  onPublished: (result: PublishResult) => void;
};

type Open = 'publish' | 'share' | 'export' | 'delete' | null;

/**
 * The designer bar's actions (spec §2): More (Export contacts, Delete website), Share (once
 * published) and Publish, each opening its modal.
 */
export function DesignerActions({ websiteId, businessName, handle, samples, onPublished }: Props) {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  return (
    <div className="designer-actions">
      <ActionsMenu
        actions={[
          { label: 'Export contacts', icon: <DownloadIcon />, onSelect: () => setOpen('export') },
          { label: 'Delete website', icon: <TrashIcon />, tone: 'danger', onSelect: () => setOpen('delete') },
        ]}
      />
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={!handle}
        title={handle ? undefined : 'Publish your website to share it'}
        onClick={() => setOpen('share')}
      >
        <ShareIcon />
        Share
      </button>
      <button type="button" className="button button--primary button--small" onClick={() => setOpen('publish')}>
        <RocketIcon />
        Publish
      </button>

      {open === 'publish' && (
        <PublishDialog websiteId={websiteId} businessName={businessName} currentHandle={handle} samples={samples} onPublished={onPublished} onClose={close} />
      )}
      {open === 'share' && handle && <ShareDialog handle={handle} businessName={businessName} onClose={close} />}
      {open === 'export' && <ExportContactsDialog websiteId={websiteId} onClose={close} />}
      {open === 'delete' && <DeleteWebsiteDialog websiteId={websiteId} businessName={businessName} handle={handle} onClose={close} />}
    </div>
  );
}
