import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A row of auth_sessions as the data layer hands it to the server and the worker (the entity below is TypeORM's mapping of it). */
export interface AuthSessionRecord {
  id: string;
  userId: string;
  refreshHash: string;
  previousRefreshHash: string | null;
  authTime: Date;
  createdAt: Date;
  lastUsedAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  userAgent: string | null;
}

/** A signed-in browser: its refresh token (hashed) rotates on every refresh. */
@Entity('auth_sessions')
export class AuthSessionEntity implements AuthSessionRecord {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'user_id', type: 'uuid' }) userId!: string;
  @Column({ name: 'refresh_hash', type: 'text' }) refreshHash!: string;
  @Column({ name: 'previous_refresh_hash', type: 'text', nullable: true }) previousRefreshHash!: string | null;
  @Column({ name: 'auth_time', type: 'timestamptz' }) authTime!: Date;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column({ name: 'last_used_at', type: 'timestamptz' }) lastUsedAt!: Date;
  @Column({ name: 'expires_at', type: 'timestamptz' }) expiresAt!: Date;
  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true }) revokedAt!: Date | null;
  @Column({ name: 'user_agent', type: 'text', nullable: true }) userAgent!: string | null;
}
