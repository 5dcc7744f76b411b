import { familyName, fontStack } from './font-stack';

describe('fontStack', () => {
  it('puts the family first and falls back to fonts of the same kind', () => {
    expect(fontStack('Georgia')).toMatch(/^"Georgia", .*serif$/);
    expect(fontStack('Palatino Linotype')).toMatch(/^"Palatino Linotype", .*serif$/);
    expect(fontStack('Trebuchet MS')).toMatch(/^"Trebuchet MS", .*sans-serif$/);
    expect(fontStack('Playfair Display')).toMatch(/serif$/);
    expect(fontStack('Playfair Display')).not.toMatch(/sans-serif$/);
    expect(fontStack('Open Sans')).toMatch(/sans-serif$/);
    expect(fontStack('Courier New')).toMatch(/monospace$/);
  });

  it('passes generic families through unquoted', () => {
    expect(fontStack('system-ui')).toMatch(/^system-ui, /);
    expect(fontStack('serif')).toMatch(/serif$/);
  });

  it('keeps a list of families given by the AI, adding fallbacks only when it has no generic family', () => {
    expect(fontStack("Impact, Haettenschweiler, 'Arial Narrow Bold', sans-serif")).toBe('"Impact", "Haettenschweiler", "Arial Narrow Bold", sans-serif');
    expect(fontStack('Palatino Linotype, Book Antiqua')).toMatch(/^"Palatino Linotype", "Book Antiqua", .*serif$/);
    expect(fontStack('system-ui, -apple-system, Segoe UI')).toMatch(/^system-ui, -apple-system, "Segoe UI", /);
  });

  it('names the first family plainly', () => {
    expect(familyName("'Franklin Gothic Medium', 'Arial Narrow', Arial, sans-serif")).toBe('Franklin Gothic Medium');
    expect(familyName('Georgia')).toBe('Georgia');
  });

  it('cannot break out of the declaration', () => {
    expect(fontStack('Evil"; color: red; {')).toBe('"Evil color: red", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Liberation Sans", sans-serif');
  });
});
