import type { AssistantAnswer, AssistantProgress, SiteDocument } from '@frontdoor/shared';
import type { RewriteRequest } from './offline/tools/rewrite-text.js';
import type { BusinessBrief, ContentAnswer, ContentKind, Industry } from '@frontdoor/shared';

/** What a request for one content kind knows: the brief, the detected industry, item counts. */
export interface ContentRequest {
  brief: BusinessBrief;
  /** One of the 30 industries only when the owner's words really name it; else the trade's own words lead. */
  industry?: Industry;
  /** How many items to write (services, reviews, team members, FAQs, gallery terms). */
  count: number;
  /** A short summary of the site so far (the "site summary" placeholder of the prompts). */
  summary: string;
  /** Create from a link: the words read from the business's own page (at most 7,500 characters). */
  source?: string;
  /** Another set of the same kind for the same brief (font pairs and palettes: 'More suggestions'). */
  round?: number;
}

/** Input of the free tools: the words the visitor typed. */
export interface ToolRequest {
  keywords: string;
  industry?: Industry;
}

/**
 * Writes one kind of content. Two implementations: the LLM adapter (an OpenAI-compatible API with
 * the prompts of the AIPrompts table) and the offline composer (no network, no key). Answers must
 * validate against CONTENT_KINDS[kind]; callers validate again and repair or ask again.
 */
export interface ContentWriter {
  readonly name: 'llm' | 'offline';
  write<K extends Exclude<ContentKind, 'businessNames' | 'businessIdeas'>>(kind: K, request: ContentRequest): Promise<ContentAnswer<K>>;
  tool<K extends 'businessNames' | 'businessIdeas'>(kind: K, request: ToolRequest): Promise<ContentAnswer<K>>;
  /** 'Rewrite with AI' in the designer: a replacement within `maxLength`, never empty. */
  rewrite(request: RewriteRequest): Promise<string>;
  /** The designer's assistant (issue 41): the owner's words about a document, answered with operations. */
  assist(message: string, document: SiteDocument, hooks?: AssistHooks): Promise<AssistantAnswer>;
}

/** What the assistant reports while it works: its progress, and the tokens a model used (the daily cost cap). */
export interface AssistHooks {
  progress?: (progress: AssistantProgress) => void;
  usage?: { tokens: number };
}

export type { RewriteRequest };
