import type { DataSource } from 'typeorm';
import type { Image } from '@frontdoor/shared';

/** The WebsiteImages rows of the images a generated site chose (the worker's ai-generate job). */
export class GeneratedImages {
  constructor(private readonly dataSource: DataSource) {}

  /** Rewrites them, so a retried job never doubles them; uploads (no search terms) stay. */
  async replace(websiteId: string, userId: string, images: readonly Image[]): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query('DELETE FROM website_images WHERE website_id = $1 AND search_terms IS NOT NULL', [websiteId]);
      for (const image of images) {
        await manager.query(`INSERT INTO website_images (website_id, user_id, provider, url, search_terms, width, height) VALUES ($1, $2, $3, $4, $5, $6, $7)`, [
          websiteId,
          userId,
          image.provider,
          image.urls.regular,
          image.searchTerm ?? '',
          image.width,
          image.height,
        ]);
      }
    });
  }
}
