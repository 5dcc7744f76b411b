import { familyName, fontStack } from './font-stack.js';

describe('fontStack', () => {
  it('names the family first and falls back to fonts of the same kind', () => {
    // A curated web font: then its metric-matched fallback face (issue 27).
    expect(fontStack('Playfair Display')).toMatch(/^"Playfair Display","Playfair Display fallback",Georgia,.*serif$/);
    expect(fontStack('Source Sans 3')).toMatch(/^"Source Sans 3","Source Sans 3 fallback",system-ui,.*sans-serif$/);
    expect(fontStack('Courier New')).toMatch(/monospace$/);
  });

  it('keeps generic families as generic stacks', () => {
    expect(fontStack('serif')).toMatch(/^Georgia/);
    expect(fontStack('system-ui')).toMatch(/^system-ui/);
  });

  it('never lets a family break out of the declaration or the style element', () => {
    const stack = fontStack('x"; } </style><script>alert(1)</script> {');
    expect(stack).not.toMatch(/[<>;{}]/);
    expect(stack.startsWith('"x stylescriptalert1script"')).toBe(true);
  });

  it('keeps non-Latin names', () => {
    expect(fontStack('ヒラギノ角ゴ')).toMatch(/^"ヒラギノ角ゴ",/);
  });
});

describe('familyName', () => {
  it('names the first family plainly', () => {
    expect(familyName("'Franklin Gothic Medium', 'Arial Narrow', Arial, sans-serif")).toBe('Franklin Gothic Medium');
    expect(familyName('Georgia')).toBe('Georgia');
  });
});
