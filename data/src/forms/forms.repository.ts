import type { DataSource } from 'typeorm';

/** A contact-form entry as stored: a title and value per field of the form. */
export interface ContactFormField {
  title: string;
  value: string;
}

/**
 * Visitor form entries of published sites (customer_contact_forms, newsletter_subscriptions):
 * they belong to the draft and go with it.
 */
export class FormsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async addContact(websiteId: string, handle: string, fields: ContactFormField[]): Promise<void> {
    await this.dataSource.query(`INSERT INTO customer_contact_forms (website_id, handle, fields) VALUES ($1, $2, $3)`, [websiteId, handle, JSON.stringify(fields)]);
  }

  /** Answers whether the address is new to the website's list (a repeat is kept once). */
  async addSubscriber(websiteId: string, email: string): Promise<boolean> {
    const inserted = await this.dataSource.query(`INSERT INTO newsletter_subscriptions (website_id, email) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING id`, [
      websiteId,
      email,
    ]);
    return (inserted as unknown[]).length > 0;
  }

  /** A website's contact-form entries, oldest first. */
  contactsOf(websiteId: string): Promise<{ fields: ContactFormField[]; created_at: Date }[]> {
    return this.dataSource.query(`SELECT fields, created_at FROM customer_contact_forms WHERE website_id = $1 ORDER BY created_at`, [websiteId]);
  }

  /** The email address of a website's owner (who is told about entries), or null. */
  async ownerEmail(userId: string): Promise<string | null> {
    const [owner] = await this.dataSource.query(`SELECT email FROM users WHERE id = $1`, [userId]);
    return owner?.email ?? null;
  }
}
