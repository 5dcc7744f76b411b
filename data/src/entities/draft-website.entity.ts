import { Column, Entity, PrimaryColumn } from 'typeorm';
import { bigintAsNumber } from '../bigint-transformer.js';

/** A row of draft_websites as the data layer hands it to the server and the worker (the entity below is TypeORM's mapping of it). */
export interface DraftWebsiteRecord {
  id: string;
  userId: string;
  version: string;
  websiteSettings: object;
  document: object;
  handle: string | null;
  createdAt: Date;
  modifiedAt: Date;
  lastDesignedAt: Date | null;
  lastPublishedAt: Date | null;
  lastModifiedByUserId: string | null;
  lastModifiedByAt: Date | null;
  lastSequence: number;
  snapshot: Buffer | null;
  snapshotSequence: number | null;
}

/** The DraftWebsites projection of spec §3, kept in step with draft_events in one transaction. */
@Entity('draft_websites')
export class DraftWebsiteEntity implements DraftWebsiteRecord {
  @PrimaryColumn('uuid') id!: string;
  @Column({ name: 'user_id', type: 'uuid' }) userId!: string;
  @Column({ type: 'text', default: '1.0' }) version!: string;
  @Column({ name: 'website_settings', type: 'jsonb' }) websiteSettings!: object;
  @Column({ type: 'jsonb' }) document!: object;
  @Column({ type: 'text', nullable: true }) handle!: string | null;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column({ name: 'modified_at', type: 'timestamptz' }) modifiedAt!: Date;
  @Column({ name: 'last_designed_at', type: 'timestamptz', nullable: true }) lastDesignedAt!: Date | null;
  @Column({ name: 'last_published_at', type: 'timestamptz', nullable: true }) lastPublishedAt!: Date | null;
  @Column({ name: 'last_modified_by_user_id', type: 'uuid', nullable: true }) lastModifiedByUserId!: string | null;
  @Column({ name: 'last_modified_by_at', type: 'timestamptz', nullable: true }) lastModifiedByAt!: Date | null;
  @Column({ name: 'last_sequence', type: 'bigint', transformer: bigintAsNumber }) lastSequence!: number;
  @Column({ type: 'bytea', nullable: true }) snapshot!: Buffer | null;
  @Column({ name: 'snapshot_sequence', type: 'bigint', nullable: true, transformer: bigintAsNumber })
  snapshotSequence!: number | null;
}
