import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { EmailAttachment } from '@frontdoor/shared';

/** A row of dev_mailbox as the data layer hands it to the server and the worker (the entity below is TypeORM's mapping of it). */
export interface DevMailRecord {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the message carried (none: an empty array). */
  attachments: EmailAttachment[];
  createdAt: Date;
}

@Entity('dev_mailbox')
export class DevMailEntity implements DevMailRecord {
  @PrimaryGeneratedColumn({ type: 'bigint' }) id!: string;
  @Column({ name: 'to_address', type: 'text' }) to!: string;
  @Column({ type: 'text' }) subject!: string;
  @Column({ type: 'text' }) text!: string;
  @Column({ type: 'text' }) html!: string;
  @Column({ type: 'jsonb' }) attachments!: EmailAttachment[];
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
