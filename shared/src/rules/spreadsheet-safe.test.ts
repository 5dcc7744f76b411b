import { spreadsheetSafe } from './spreadsheet-safe.js';

describe('spreadsheetSafe', () => {
  it('turns a cell a spreadsheet would run into text, and leaves others as written', () => {
    for (const formula of ['=HYPERLINK("http://evil.example")', '+1+1', '-2+3', '@SUM(A1)', '\tx', '\rx']) expect(spreadsheetSafe(formula)).toBe(`'${formula}`);
    for (const plain of ['Ana Lima', ' =1', '07700 900000', 'a=b', '']) expect(spreadsheetSafe(plain)).toBe(plain);
  });
});
