import type { DataSource } from 'typeorm';
import { UserEntity } from '@frontdoor/data';

/** Inserts a user row (accounts arrive with the sign-in issue). */
export async function createUser(dataSource: DataSource, email: string): Promise<UserEntity> {
  return dataSource.manager.save(UserEntity, { email, emailVerified: true, providers: ['test'] });
}
