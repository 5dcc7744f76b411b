import type { DataSource } from 'typeorm';

/** The AI prompt templates (ai_prompts), by key. */
export class PromptsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async all(): Promise<Map<string, string>> {
    const rows: { key: string; template: string }[] = await this.dataSource.query('SELECT key, template FROM ai_prompts');
    return new Map(rows.map((row) => [row.key, row.template]));
  }
}
