import { Suspense, useState } from 'react';
import type { LeftOutSamples } from '@frontdoor/shared';
import { CalendarIcon, ChartIcon, TrashIcon } from '../../../components/icons';
import { bookingsPath } from '../../../features/bookings/bookings-path';
import { ActionsMenu, type MenuAction } from './actions-menu';
import { DownloadIcon, RocketIcon, ShareIcon } from './publish-icons';
import type { PublishResult } from '../../../features/websites/publishing-api';
import { whyDisabled } from '../live/read-only-reason';
import { DialogLoading, LazyDeleteWebsiteDialog, LazyExportContactsDialog, LazyPublishDialog, LazyShareDialog, LazyStatisticsDialog } from '../lazy-parts';
import './publish.css';

type Props = {
  websiteId: string;
  businessName: string;
  /** The published address, or null for a draft. */
  handle: string | null;
  /** The draft's sample reviews, team members and FAQs, which publishing leaves out. */
  samples: LeftOutSamples;
  /** The owner may invite editors from Share (spec §6). */
  isOwner: boolean;
  /** This tab watches someone else edit: Publish is turned off. */
  readOnly: boolean;
  onPublished: (result: PublishResult) => void;
  /** The bar's tools that do not fit a narrow window, first in More. */
  overflow?: MenuAction[];
};

type Open = 'publish' | 'share' | 'statistics' | 'export' | 'delete' | null;

/**
 * The designer bar's actions (spec §2): More (the site's Statistics in a dialog, its Bookings page, Export contacts, Delete website), Share (the
 * address once published, and inviting an editor) and Publish, each opening its modal.
 */
export function DesignerActions({ websiteId, businessName, handle, samples, isOwner, readOnly, onPublished, overflow }: Props) {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  return (
    <div className="designer-actions">
      <ActionsMenu
        actions={[
          { label: 'Statistics', icon: <ChartIcon />, onSelect: () => setOpen('statistics') },
          { label: 'Bookings', icon: <CalendarIcon />, to: bookingsPath(websiteId) },
          { label: 'Export contacts', icon: <DownloadIcon />, onSelect: () => setOpen('export') },
          { label: 'Delete website', icon: <TrashIcon />, tone: 'danger', onSelect: () => setOpen('delete') },
        ]}
        overflow={overflow}
      />
      <button type="button" className="button button--secondary button--small" onClick={() => setOpen('share')}>
        <ShareIcon />
        <span className="designer-bar__label">Share</span>
      </button>
      <button
        type="button"
        className="button button--primary button--small"
        disabled={readOnly}
        aria-describedby={whyDisabled(!readOnly)}
        onClick={() => setOpen('publish')}
      >
        <RocketIcon />
        Publish
      </button>

      <Suspense fallback={<DialogLoading />}>
        {open === 'publish' && (
          <LazyPublishDialog websiteId={websiteId} businessName={businessName} currentHandle={handle} samples={samples} onPublished={onPublished} onClose={close} />
        )}
        {open === 'share' && (
          <LazyShareDialog
            websiteId={websiteId}
            handle={handle}
            businessName={businessName}
            isOwner={isOwner}
            // A first address is the owner's to choose (spec §6).
            onPublish={readOnly || !isOwner ? null : () => setOpen('publish')}
            onClose={close}
          />
        )}
        {open === 'statistics' && <LazyStatisticsDialog websiteId={websiteId} handle={handle} onClose={close} />}
        {open === 'export' && <LazyExportContactsDialog websiteId={websiteId} onClose={close} />}
        {open === 'delete' && <LazyDeleteWebsiteDialog websiteId={websiteId} businessName={businessName} handle={handle} onClose={close} />}
      </Suspense>
    </div>
  );
}
