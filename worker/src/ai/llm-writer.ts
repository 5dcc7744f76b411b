import OpenAI from 'openai';
import { z } from 'zod';
import { fitWithin, type RewriteRequest } from './offline/tools/rewrite-text.js';
import { zodResponseFormat } from 'openai/helpers/zod';
import { CONTENT_KINDS, retryDelay, type ContentAnswer, type ContentKind } from '@frontdoor/shared';
import { log } from '../log.js';
import type { ContentRequest, ContentWriter, ToolRequest } from './content-writer.js';
import type { PromptStore, PromptValues } from './prompt-store.js';

const REWRITE_ANSWER = z.object({ text: z.string() });

const SYSTEM =
  'You write website copy for small service businesses. Be specific to the business, warm and plain-spoken. ' +
  'Never invent awards, years in business, licences or prices as facts. Answer only with JSON matching the schema.';

/** Attempts per request for transport failures (429, 5xx, timeouts); backoff per spec §9. */
const TRANSPORT_ATTEMPTS = 4;
/** Times an answer that breaks the schema is asked for again, with the problems named. */
const CONTENT_ATTEMPTS = 2;

export interface LlmOptions {
  apiKey: string;
  baseURL?: string;
  model: string;
  /** Waits between retries; tests shorten it. */
  delay?: (attempt: number) => number;
}

/**
 * Any OpenAI-compatible chat API with structured outputs (zod response formats). Every answer is
 * validated against the shared schema; a broken one is asked for again, and if it stays broken
 * the caller's fallback writes that part — nothing broken is returned.
 */
export class LlmWriter implements ContentWriter {
  readonly name = 'llm' as const;
  private readonly client: OpenAI;

  constructor(
    private readonly options: LlmOptions,
    private readonly prompts: PromptStore,
    private readonly fallback: ContentWriter,
  ) {
    this.client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseURL, maxRetries: 0, timeout: 30_000 });
  }

  async write<K extends Exclude<ContentKind, 'businessNames' | 'businessIdeas'>>(kind: K, request: ContentRequest): Promise<ContentAnswer<K>> {
    const values: PromptValues = {
      businessName: request.brief.businessName,
      activities: request.brief.description,
      location: request.brief.location,
      siteSummary: request.summary,
      count: request.count,
    };
    return (await this.ask(kind, values)) ?? this.fallback.write(kind, request);
  }

  async tool<K extends 'businessNames' | 'businessIdeas'>(kind: K, request: ToolRequest): Promise<ContentAnswer<K>> {
    const values: PromptValues = { businessName: '', activities: request.keywords, location: '', siteSummary: '', count: kind === 'businessNames' ? 12 : 10 };
    return (await this.ask(kind, values)) ?? this.fallback.tool(kind, request);
  }

  /** One structured completion; a missing or unusable answer falls back to the offline rewrite. */
  async rewrite(request: RewriteRequest): Promise<string> {
    const prompt =
      `Rewrite this ${request.purpose} for the website of ${request.businessName || 'a small business'}. ` +
      `Keep every fact (names, prices, places, numbers), keep the meaning, make it clearer and fresher, ` +
      `and use at most ${request.maxLength} characters.\n\nText: ${request.text}`;
    try {
      const completion = await this.client.chat.completions.create({
        model: this.options.model,
        messages: [
          { role: 'system', content: SYSTEM },
          { role: 'user', content: prompt },
        ],
        response_format: zodResponseFormat(REWRITE_ANSWER, 'rewrite'),
      });
      const parsed = REWRITE_ANSWER.safeParse(JSON.parse(completion.choices[0]?.message?.content ?? 'null'));
      const text = parsed.success ? fitWithin(parsed.data.text, request.maxLength) : '';
      if (text) return text;
      log('warn', 'LLM rewrite unusable; the offline rewrite answers', {});
    } catch (error) {
      log('warn', 'LLM rewrite failed; the offline rewrite answers', { status: (error as { status?: number }).status });
    }
    return this.fallback.rewrite(request);
  }

  private async ask<K extends ContentKind>(kind: K, values: PromptValues): Promise<ContentAnswer<K> | null> {
    const schema = CONTENT_KINDS[kind];
    let prompt = await this.prompts.render(kind, values);
    for (let attempt = 0; attempt < CONTENT_ATTEMPTS; attempt++) {
      const raw = await this.complete(kind, prompt);
      const parsed = schema.safeParse(raw);
      if (parsed.success) return parsed.data as ContentAnswer<K>;
      const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).slice(0, 8);
      log('warn', 'LLM answer broke the limits; asking again', { kind, problems });
      prompt = `${prompt}\n\nYour previous answer broke these rules, fix them: ${problems.join('; ')}`;
    }
    log('warn', 'LLM answer still broken; the offline composer writes this part', { kind });
    return null;
  }

  /** One structured completion, retried on 429 and server errors with the spec's backoff. */
  private async complete(kind: ContentKind, prompt: string): Promise<unknown> {
    for (let attempt = 0; ; attempt++) {
      try {
        const completion = await this.client.chat.completions.create({
          model: this.options.model,
          messages: [
            { role: 'system', content: SYSTEM },
            { role: 'user', content: prompt },
          ],
          response_format: zodResponseFormat(CONTENT_KINDS[kind], kind),
        });
        const content = completion.choices[0]?.message?.content ?? '';
        try {
          return JSON.parse(content);
        } catch {
          return null;
        }
      } catch (error) {
        const status = (error as { status?: number }).status;
        const retryable = status === undefined || status === 429 || status >= 500;
        if (!retryable || attempt + 1 >= TRANSPORT_ATTEMPTS) throw error;
        const wait = (this.options.delay ?? retryDelay)(attempt);
        log('warn', 'LLM request failed; retrying', { kind, status, attempt, waitMs: wait });
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  }
}
