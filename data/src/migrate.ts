import { createDataSource } from './data-source.js';
import { ensureDatabase } from './ensure-database.js';

/** Creates the database when missing and runs pending migrations; answers their names. */
export async function migrate(url: string): Promise<string[]> {
  await ensureDatabase(url);
  const dataSource = createDataSource(url);
  await dataSource.initialize();
  try {
    const ran = await dataSource.runMigrations({ transaction: 'each' });
    return ran.map((m) => m.name);
  } finally {
    await dataSource.destroy();
  }
}
