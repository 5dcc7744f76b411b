import type { DataSource } from 'typeorm';

/** Whether PostgreSQL answers (for /api/health). */
export class HealthRepository {
  constructor(private readonly dataSource: DataSource) {}

  async ping(): Promise<void> {
    await this.dataSource.query('SELECT 1');
  }
}
