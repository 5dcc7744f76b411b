import { copyLine } from './tool-item';

describe('copyLine', () => {
  it('copies a name as it is', () => {
    expect(copyLine({ text: 'Leeds Bike Repair' })).toBe('Leeds Bike Repair');
  });

  it('copies an idea with its pitch after a dash', () => {
    expect(copyLine({ text: 'Mobile bike repair for commuters', detail: 'A van workshop that fixes bikes at the office.' })).toBe(
      'Mobile bike repair for commuters — A van workshop that fixes bikes at the office.',
    );
  });
});
