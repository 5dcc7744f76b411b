import type { PromptsRepository } from '@frontdoor/data';

export interface PromptValues {
  businessName: string;
  activities: string;
  location: string;
  siteSummary: string;
  count: number;
}

/** The AIPrompts table: templates with {{placeholders}}, read once per process. */
export class PromptStore {
  private templates?: Promise<Map<string, string>>;

  constructor(private readonly prompts: PromptsRepository) {}

  async render(key: string, values: PromptValues): Promise<string> {
    this.templates ??= this.prompts.all().catch((error: unknown) => {
      this.templates = undefined;
      throw error;
    });
    const template = (await this.templates).get(key);
    if (!template) throw new Error(`no prompt "${key}" in ai_prompts`);
    return fillPlaceholders(template, values);
  }
}

/** Replaces {{name}} with its value; an unknown placeholder is left as it is. */
export function fillPlaceholders(template: string, values: PromptValues): string {
  return template.replace(/\{\{(\w+)\}\}/g, (match, name: string) => (name in values ? String(values[name as keyof PromptValues]) || 'not given' : match));
}
