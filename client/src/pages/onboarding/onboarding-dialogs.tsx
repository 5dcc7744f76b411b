import { LIMITS, ONBOARDING_MESSAGES } from '@frontdoor/shared';
import { Link } from 'react-router';
import { links } from '../../app/site-links';
import { EditIcon, GridIcon } from '../../components/icons';
import { Modal } from './modal';

/** Spec §2: the 'more information needed' modal that blocks creation until the owner says more. */
export function MoreInformationDialog({ onClose }: { onClose: () => void }) {
  return (
    <Modal
      title="Tell us a little more"
      icon={<EditIcon width={24} height={24} />}
      onClose={onClose}
      actions={
        <button type="button" className="button button--primary button--block" data-autofocus onClick={onClose}>
          Add more detail
        </button>
      }
    >
      <p className="dialog__text">{ONBOARDING_MESSAGES.moreInformation}</p>
      <p className="modal__tips-title">A good description mentions:</p>
      <ul className="modal__tips">
        <li>What you offer, for example “skin fades, beard trims and hot towel shaves”</li>
        <li>Who your customers are and where you work</li>
        <li>What makes you different</li>
      </ul>
    </Modal>
  );
}

/** Spec §8: 'Maximum number of websites reached' when the server refuses a fourth website. */
export function WebsiteLimitDialog({ onClose }: { onClose: () => void }) {
  return (
    <Modal
      title={ONBOARDING_MESSAGES.websiteLimit}
      icon={<GridIcon width={24} height={24} />}
      onClose={onClose}
      actions={
        <>
          <Link to={links.websites} className="button button--primary button--block" data-autofocus>View your websites</Link>
          <button type="button" className="button button--secondary button--block" onClick={onClose}>Close</button>
        </>
      }
    >
      <p className="dialog__text">
        You can have up to {LIMITS.websitesPerUser.own} websites. To create a new one, delete a website you no longer need from
        your websites.
      </p>
    </Modal>
  );
}
