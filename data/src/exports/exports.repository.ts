import type { DataSource } from 'typeorm';

/** What an export job needs: the website, its owner's address and the business name. */
export interface ExportTarget {
  websiteId: string;
  email: string;
  businessName: string | null;
}

/** Contact exports (contact_exports): requested by the owner, written by the worker, downloaded with a secret link. */
export class ExportsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** A new export; answers its id. */
  async create(websiteId: string, userId: string, tokenHash: string, expiresAt: Date): Promise<string> {
    const [{ id }] = await this.dataSource.query(`INSERT INTO contact_exports (website_id, user_id, token_hash, expires_at) VALUES ($1, $2, $3, $4) RETURNING id`, [
      websiteId,
      userId,
      tokenHash,
      expiresAt,
    ]);
    return id as string;
  }

  /** The CSV of a finished, unexpired export whose token has this hash; null otherwise. */
  async findCsv(id: string, tokenHash: string): Promise<string | null> {
    const [row] = await this.dataSource.query(`SELECT csv FROM contact_exports WHERE id = $1 AND token_hash = $2 AND expires_at > now() AND csv IS NOT NULL`, [
      id,
      tokenHash,
    ]);
    return row ? (row.csv as string) : null;
  }

  async findTarget(id: string): Promise<ExportTarget | null> {
    const [target] = await this.dataSource.query(
      `SELECT e.website_id, u.email, d.website_settings->>'businessName' AS business_name
         FROM contact_exports e JOIN users u ON u.id = e.user_id JOIN draft_websites d ON d.id = e.website_id
        WHERE e.id = $1`,
      [id],
    );
    return target ? { websiteId: target.website_id, email: target.email, businessName: target.business_name } : null;
  }

  async complete(id: string, csv: string, rows: number): Promise<void> {
    await this.dataSource.query(`UPDATE contact_exports SET csv = $2, rows = $3, completed_at = now() WHERE id = $1`, [id, csv, rows]);
  }
}
