import { drawnRect, effectsStyle } from '@frontdoor/shared/render';
import { aligned, describePosition, dragged, NO_EFFECTS, nudge, pixelsPerPercent, withOffset } from './crop-math';

describe("the cropper's keyboard", () => {
  it('moves the picture by 1 % with an arrow key and by 10 % with Shift', () => {
    expect(nudge(NO_EFFECTS, 'ArrowRight', false)?.translate).toEqual({ x: 1, y: 0 });
    expect(nudge(NO_EFFECTS, 'ArrowLeft', false)?.translate).toEqual({ x: -1, y: 0 });
    expect(nudge(NO_EFFECTS, 'ArrowDown', true)?.translate).toEqual({ x: 0, y: 10 });
    expect(nudge(NO_EFFECTS, 'ArrowUp', true)?.translate).toEqual({ x: 0, y: -10 });
  });

  it('stops at the edge of the frame and centres with Home', () => {
    const far = withOffset(NO_EFFECTS, 45, -48);
    expect(nudge(far, 'ArrowRight', true)?.translate).toEqual({ x: 50, y: -48 });
    expect(nudge(far, 'ArrowUp', true)?.translate).toEqual({ x: 45, y: -50 });
    expect(nudge(far, 'Home', false)?.translate).toEqual({ x: 0, y: 0 });
  });

  it('keeps zoom and rotation, and leaves other keys to the page', () => {
    const zoomed = { ...NO_EFFECTS, zoom: 1.5, rotation: 90 };
    expect(nudge(zoomed, 'ArrowLeft', false)).toEqual({ translate: { x: -1, y: 0 }, zoom: 1.5, rotation: 90 });
    expect(nudge(zoomed, 'Tab', false)).toBeNull();
    expect(nudge(zoomed, 'a', true)).toBeNull();
  });

  it('says where the picture is', () => {
    expect(describePosition(NO_EFFECTS)).toBe('centred');
    expect(describePosition(withOffset(NO_EFFECTS, 10, -5))).toBe('10% right, 5% up');
  });
});

describe('dragging the picture', () => {
  // A 4:3 photo in a round (square) frame of 300 px: it overflows by 100 px across, not at all down.
  const box = { frameWidth: 300, frameHeight: 300, imageWidth: 2000, imageHeight: 1500 };

  it('follows the pointer: the drawn picture moves as far as the pointer did', () => {
    expect(pixelsPerPercent(box, 'cover', 1)).toEqual({ x: 1, y: 0 });
    const moved = dragged(NO_EFFECTS, 30, 40, box, 'cover');
    // 30 px of 100 px spare; no spare height, so it does not move down.
    expect(moved.translate).toEqual({ x: 30, y: 0 });
    // On the renderer's terms, 30 px right shows 30 px more of the picture's left side.
    expect(effectsStyle(moved).objectPosition).toBe('20% 50%');
  });

  it('moves the picture exactly as far as the renderer draws it (the shared drawnRect), in any frame shape', () => {
    for (const frame of [
      { frameWidth: 300, frameHeight: 400 },
      { frameWidth: 400, frameHeight: 300 },
      { frameWidth: 411, frameHeight: 368 },
    ]) {
      const sized = { ...frame, imageWidth: 1600, imageHeight: 1200 };
      const start = { ...NO_EFFECTS, zoom: 1.5 };
      const moved = dragged(start, -24, 18, sized, 'cover');
      const before = drawnRect(sized, 'cover', start);
      const after = drawnRect(sized, 'cover', moved);
      // Offsets are kept to tenths of a percent: within a pixel of the pointer.
      expect(Math.abs(after.left - before.left - -24)).toBeLessThan(1);
      expect(Math.abs(after.top - before.top - 18)).toBeLessThan(1);
    }
  });

  it('moves both ways once zoomed, and never past the edges', () => {
    const zoomed = { ...NO_EFFECTS, zoom: 2 };
    expect(pixelsPerPercent(box, 'cover', 2)).toEqual({ x: 5, y: 3 });
    expect(dragged(zoomed, -50, 30, box, 'cover').translate).toEqual({ x: -10, y: 10 });
    expect(dragged(zoomed, 1000, -1000, box, 'cover').translate).toEqual({ x: 50, y: -50 });
  });
});

describe('alignment', () => {
  it('puts an edge of the picture on the frame’s, or fills the frame again', () => {
    const start = { translate: { x: 12, y: -7 }, zoom: 1.3, rotation: 10 };
    expect(aligned(start, 'Top').translate).toEqual({ x: 12, y: 50 });
    expect(aligned(start, 'Left').translate).toEqual({ x: 50, y: -7 });
    expect(aligned(start, 'Right').translate).toEqual({ x: -50, y: -7 });
    expect(aligned(start, 'Bottom').translate).toEqual({ x: 12, y: -50 });
    expect(aligned(start, 'Center')).toEqual({ translate: { x: 0, y: 0 }, zoom: 1.3, rotation: 10 });
    expect(aligned(start, 'Fill')).toEqual(NO_EFFECTS);
  });
});
