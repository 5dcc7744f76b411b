/**
 * A cell a spreadsheet would run as a formula (it starts with =, +, -, @, a tab or a carriage
 * return: `=HYPERLINK(...)` from a visitor's message) is exported as text, with a leading
 * apostrophe, as OWASP's CSV-injection guidance asks. Other cells are left as written. Used by
 * every CSV the app writes of visitors' words (contacts, bookings).
 */
export function spreadsheetSafe(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
