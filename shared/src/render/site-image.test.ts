import { densityCappedSizes } from './site-image.js';

describe('densityCappedSizes', () => {
  it('gives screens of 2.5 device pixels and more the default length divided by 1.5, before the default', () => {
    expect(densityCappedSizes('100vw')).toBe('(min-resolution: 2.5dppx) calc(100vw / 1.5), 100vw');
    expect(densityCappedSizes('240px')).toBe('(min-resolution: 2.5dppx) calc(240px / 1.5), 240px');
    expect(densityCappedSizes('(min-width: 992px) 400px, (min-width: 640px) 50vw, 100vw')).toBe(
      '(min-width: 992px) 400px, (min-width: 640px) 50vw, (min-resolution: 2.5dppx) calc(100vw / 1.5), 100vw',
    );
  });

  it('leaves a list with no default length as it is', () => {
    expect(densityCappedSizes('(min-width: 769px) 50vw')).toBe('(min-width: 769px) 50vw');
    expect(densityCappedSizes('')).toBe('');
  });
});
