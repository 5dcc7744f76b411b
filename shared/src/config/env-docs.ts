import { envSchema, parseEnv } from './env.js';

/** One row of docs/configuration.md's table: a variable, what it is when unset, and what it means. */
export interface EnvironmentRow {
  name: string;
  whenUnset: string;
  description: string;
}

/**
 * The configuration page's table, read from the one schema of the environment (issue 43): each
 * variable in the schema's order, its default (the schema's own, or the words its `whenUnset`
 * gives when the default is worked out at start) and its `description`. `npm run docs` writes it
 * into docs/configuration.md; env-docs.test.ts fails when the page says anything else.
 */
export function environmentRows(): EnvironmentRow[] {
  const defaults = parseEnv({}) as Record<string, unknown>;
  return Object.entries(envSchema.shape).map(([name, schema]) => {
    const meta = schema.meta() ?? {};
    const description = typeof meta.description === 'string' ? meta.description : '';
    const whenUnset = typeof meta.whenUnset === 'string' ? meta.whenUnset : shownDefault(defaults[name]);
    return { name, whenUnset, description };
  });
}

/** The rows as a Markdown table (unpadded; the docs script formats the page with Prettier). */
export function environmentTable(): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  const lines = ['| variable | default | meaning |', '| --- | --- | --- |'];
  for (const row of environmentRows()) lines.push(`| \`${row.name}\` | ${cell(row.whenUnset)} | ${cell(row.description)} |`);
  return lines.join('\n');
}

function shownDefault(value: unknown): string {
  if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return '(empty)';
  return `\`${String(value)}\``;
}
