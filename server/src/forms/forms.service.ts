import { Inject, Injectable } from '@nestjs/common';
import { isValidHandle, siteDocumentSchema, type SiteDocument } from '@frontdoor/shared';
import { FormsRepository, PublishedWebsites, type ContactFormField } from '@frontdoor/data';
import { AppError } from '../common/app-error.js';
import { JobQueues } from '../queues/job-queues.js';
import { ownerNotification } from './owner-notification.js';

/** A published site a visitor's form is sent to. */
export interface FormSite {
  draftId: string;
  userId: string;
  document: SiteDocument;
}

/** Visitor form entries of published sites: stored for the owner, who is told by email. */
@Injectable()
export class FormsService {
  constructor(
    @Inject(FormsRepository) private readonly forms: FormsRepository,
    @Inject(PublishedWebsites) private readonly websites: PublishedWebsites,
    @Inject(JobQueues) private readonly queues: JobQueues,
  ) {}

  /** The published site at a handle, or 'Nothing to see here'. */
  async site(handle: string): Promise<FormSite> {
    const site = isValidHandle(handle) ? await this.websites.findByHandle(handle) : null;
    if (!site) throw new AppError('not_found');
    return { draftId: site.draftId, userId: site.userId, document: siteDocumentSchema.parse(site.document) };
  }

  async addContact(site: FormSite, handle: string, fields: ContactFormField[]): Promise<void> {
    await this.forms.addContact(site.draftId, handle, fields);
    await this.notifyOwner(site, ownerNotification.contact(site.document.websiteSettings.businessName, fields));
  }

  async addSubscriber(site: FormSite, email: string): Promise<void> {
    if (await this.forms.addSubscriber(site.draftId, email)) {
      await this.notifyOwner(site, ownerNotification.subscriber(site.document.websiteSettings.businessName, email));
    }
  }

  /** Emails the site's owner (a contact, a subscriber, a booking). */
  async notifyOwner(site: FormSite, message: { subject: string; text: string; html: string }): Promise<void> {
    const to = await this.forms.ownerEmail(site.userId);
    if (to) await this.queues.sendEmail({ to, ...message });
  }
}
