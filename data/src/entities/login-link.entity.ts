import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A row of login_links as the data layer hands it to the server and the worker (the entity below is TypeORM's mapping of it). */
export interface LoginLinkRecord {
  id: string;
  email: string;
  tokenHash: string;
  deviceHash: string;
  expiresAt: Date;
  consumedAt: Date | null;
  createdAt: Date;
}

/** A magic link: single use, short-lived, bound to the browser that asked (device cookie hash). */
@Entity('login_links')
export class LoginLinkEntity implements LoginLinkRecord {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'text' }) email!: string;
  @Column({ name: 'token_hash', type: 'text' }) tokenHash!: string;
  @Column({ name: 'device_hash', type: 'text' }) deviceHash!: string;
  @Column({ name: 'expires_at', type: 'timestamptz' }) expiresAt!: Date;
  @Column({ name: 'consumed_at', type: 'timestamptz', nullable: true }) consumedAt!: Date | null;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
