import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A row of otp_sessions as the data layer hands it to the server and the worker (the entity below is TypeORM's mapping of it). */
export interface OtpSessionRecord {
  id: string;
  email: string;
  codeHash: string;
  attempts: number;
  resentCount: number;
  expiresAt: Date;
  consumedAt: Date | null;
  createdAt: Date;
}

/** An email-code sign-in attempt (OtpSessions): the code is stored hashed with argon2id. */
@Entity('otp_sessions')
export class OtpSessionEntity implements OtpSessionRecord {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'text' }) email!: string;
  @Column({ name: 'code_hash', type: 'text' }) codeHash!: string;
  @Column({ type: 'integer' }) attempts!: number;
  @Column({ name: 'resent_count', type: 'integer' }) resentCount!: number;
  @Column({ name: 'expires_at', type: 'timestamptz' }) expiresAt!: Date;
  @Column({ name: 'consumed_at', type: 'timestamptz', nullable: true }) consumedAt!: Date | null;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
