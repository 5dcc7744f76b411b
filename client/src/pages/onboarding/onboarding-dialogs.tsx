import { LIMITS, ONBOARDING_MESSAGES } from '@frontdoor/shared';
import { Link } from 'react-router';
import { links } from '../../app/site-links';
import { EditIcon, GridIcon } from '../../components/icons';
import { Dialog } from '../../components/ui/dialog';

/** Spec §2: the 'more information needed' modal that blocks creation until the owner says more. */
export function MoreInformationDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog
      title="Tell us a little more"
      mark={<EditIcon width={24} height={24} />}
      onClose={onClose}
      description={
        <>
          <p>{ONBOARDING_MESSAGES.moreInformation}</p>
          <p className="modal__tips-title">A good description mentions:</p>
          <ul className="modal__tips">
            <li>What you offer, for example “skin fades, beard trims and hot towel shaves”</li>
            <li>Who your customers are and where you work</li>
            <li>What makes you different</li>
          </ul>
        </>
      }
    >
      <div className="dialog__actions dialog__actions--stacked">
        <button type="button" className="button button--primary button--block" data-autofocus onClick={onClose}>
          Add more detail
        </button>
      </div>
    </Dialog>
  );
}

/** Spec §8: 'Maximum number of websites reached' when the server refuses a fourth website. */
export function WebsiteLimitDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog
      title={ONBOARDING_MESSAGES.websiteLimit}
      mark={<GridIcon width={24} height={24} />}
      onClose={onClose}
      description={<p>You can have up to {LIMITS.websitesPerUser.own} websites. To create a new one, delete a website you no longer need from your websites.</p>}
    >
      <div className="dialog__actions dialog__actions--stacked">
        <Link to={links.websites} className="button button--primary button--block" data-autofocus>
          View your websites
        </Link>
        <button type="button" className="button button--secondary button--block" onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
