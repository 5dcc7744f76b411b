import type { Image } from '@frontdoor/shared';
import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { Tab, TabList, TabPanel, Tabs } from '../../../components/ui/tabs';
import { MyImagesTab } from './my-images-tab';
import { StockTab } from './stock-tab';
import { UploadTab } from './upload-tab';
import './images.css';

type PickerTab = 'mine' | 'stock' | 'upload';

/**
 * The image selection modal (spec §2): My Images (the website's uploads, newest first), stock
 * photos (or drawn illustrations offline) and Upload. Choosing a picture hands it to `onPick`,
 * which places it in its slot; the dialog then closes and focus goes back to the slot.
 */
export function ImagePickerDialog({
  websiteId,
  slotName,
  orientation,
  onPick,
  onClose,
}: {
  websiteId: string;
  /** What the picture is for, in the title: 'Choose an image for the introduction'. */
  slotName: string;
  /** The shape of stock photos to look for first. */
  orientation: 'landscape' | 'portrait' | 'squarish';
  onPick: (image: Image) => void;
  onClose: () => void;
}) {
  const [tab, setTab] = useState<PickerTab>('mine');
  return (
    <Dialog title={`Choose an image for ${slotName}`} className="image-picker" onClose={onClose}>
      <Tabs value={tab} onValueChange={(value) => setTab(value as PickerTab)} className="image-picker__tabs">
        <TabList aria-label="Where the image comes from" className="image-picker__tablist">
          <Tab value="mine">My Images</Tab>
          <Tab value="stock">Stock photos</Tab>
          <Tab value="upload">Upload</Tab>
        </TabList>
        <TabPanel value="mine" className="image-picker__panel">
          <MyImagesTab websiteId={websiteId} onPick={onPick} onUpload={() => setTab('upload')} />
        </TabPanel>
        <TabPanel value="stock" className="image-picker__panel">
          <StockTab websiteId={websiteId} orientation={orientation} onPick={onPick} />
        </TabPanel>
        <TabPanel value="upload" className="image-picker__panel">
          <UploadTab websiteId={websiteId} onPick={onPick} onShowMine={() => setTab('mine')} />
        </TabPanel>
      </Tabs>
    </Dialog>
  );
}
