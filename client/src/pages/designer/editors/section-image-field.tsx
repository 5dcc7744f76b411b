import type { DocPath, Image, ImageFrame } from '@frontdoor/shared';
import type { CropShape } from '../images/cropper-dialog';
import { ImageField } from '../images/image-field';
import { useEditor } from './editor-context';
import { plain } from './plain';

/**
 * A section's image slot at `path` (relative to the section): the image field written through
 * the section's editor, disabled with it. `frame` is the theme's frame the picture sits in, or
 * `fill` the shape of the section it fills (a banner, an introduction background).
 */
export function SectionImageField({
  path,
  image,
  slotName,
  label = 'Image',
  shape,
  removable,
  orientation,
}: {
  path: DocPath;
  image: Image | undefined;
  slotName: string;
  label?: string;
  shape: CropShape;
  removable?: boolean;
  orientation?: 'landscape' | 'portrait' | 'squarish';
}) {
  const { edit } = useEditor();
  return (
    <ImageField
      label={label}
      slotName={slotName}
      image={image}
      shape={shape}
      removable={removable}
      orientation={orientation}
      disabled={!edit.editable}
      onChange={(next) => edit.set(path, next && plain(next))}
    />
  );
}

/** The frame of a picture in the theme's frame. */
export const themeFrame = (frame: ImageFrame): CropShape => ({ kind: 'frame', themeFrame: frame });
