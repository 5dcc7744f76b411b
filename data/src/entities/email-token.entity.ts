import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type EmailTokenPurpose = 'verify-email' | 'reset-password' | 'change-email';

/** A row of email_tokens as the data layer hands it to the server and the worker (the entity below is TypeORM's mapping of it). */
export interface EmailTokenRecord {
  id: string;
  userId: string;
  purpose: EmailTokenPurpose;
  tokenHash: string;
  newEmail: string | null;
  deviceHash: string | null;
  expiresAt: Date;
  consumedAt: Date | null;
  createdAt: Date;
}

/** A single-use token sent by email to verify an address, reset a password or change email. */
@Entity('email_tokens')
export class EmailTokenEntity implements EmailTokenRecord {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'user_id', type: 'uuid' }) userId!: string;
  @Column({ type: 'text' }) purpose!: EmailTokenPurpose;
  @Column({ name: 'token_hash', type: 'text' }) tokenHash!: string;
  @Column({ name: 'new_email', type: 'text', nullable: true }) newEmail!: string | null;
  /** Verification links only: the hash of the device cookie of the browser that knew the password. */
  @Column({ name: 'device_hash', type: 'text', nullable: true }) deviceHash!: string | null;
  @Column({ name: 'expires_at', type: 'timestamptz' }) expiresAt!: Date;
  @Column({ name: 'consumed_at', type: 'timestamptz', nullable: true }) consumedAt!: Date | null;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
