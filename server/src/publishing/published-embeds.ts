import { Inject, Injectable } from '@nestjs/common';
import { isValidHandle, siteDocumentSchema } from '@frontdoor/shared';
import { PublishedWebsites } from '@frontdoor/data';

/** The Code Embeds of published sites, as embed.controller.ts serves them. */
@Injectable()
export class PublishedEmbeds {
  constructor(@Inject(PublishedWebsites) private readonly websites: PublishedWebsites) {}

  /** The code of a published site's Code Embed section; null when there is none (or it is blank). */
  async code(handle: string, sectionId: string): Promise<string | null> {
    const site = isValidHandle(handle) ? await this.websites.findByHandle(handle) : null;
    const document = site ? siteDocumentSchema.parse(site.document) : null;
    const section = document?.sections.find((s) => s.id === sectionId && s.type === 'CodeEmbed');
    if (!section || section.type !== 'CodeEmbed' || !section.code.trim()) return null;
    return section.code;
  }
}
