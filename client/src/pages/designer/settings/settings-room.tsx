import type { SiteDocument } from '@frontdoor/shared';
import { BusinessDetailsPanel } from './business-details-panel';
import type { BusinessSetter } from './business-setter';
import { SettingsPanels, type SettingSetter } from './settings-panels';
import { SharingPanel } from './sharing-panel';

type Props = {
  websiteId: string;
  document: SiteDocument;
  editable: boolean;
  isOwner: boolean;
  ownerEmail: string | null;
  myEmail: string;
  handle: string | null;
  setBusiness: BusinessSetter;
  setSetting: SettingSetter;
};

/** The Settings tab's panels (loaded when the tab is first opened): sharing, business details, the website's settings. */
export function SettingsRoom({ websiteId, document, editable, isOwner, ownerEmail, myEmail, handle, setBusiness, setSetting }: Props) {
  return (
    <>
      <SharingPanel websiteId={websiteId} isOwner={isOwner} ownerEmail={ownerEmail} myEmail={myEmail} />
      <BusinessDetailsPanel document={document} editable={editable} setBusiness={setBusiness} />
      <SettingsPanels websiteId={websiteId} document={document} editable={editable} set={setSetting} isOwner={isOwner} handle={handle} />
    </>
  );
}
