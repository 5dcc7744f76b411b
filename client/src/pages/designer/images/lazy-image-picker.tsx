import { lazy, Suspense, type ComponentProps } from 'react';

// The modal, its tabs and their API calls load when an image slot first opens it, not with the
// designer (nor with a panel drawn on its own).
const ImagePickerDialog = lazy(async () => ({ default: (await import('./image-picker-dialog')).ImagePickerDialog }));

/** The image selection modal, loaded on first use. */
export function LazyImagePicker(props: ComponentProps<typeof ImagePickerDialog>) {
  return (
    <Suspense fallback={null}>
      <ImagePickerDialog {...props} />
    </Suspense>
  );
}
