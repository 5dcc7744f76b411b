import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { bigintAsNumber } from '../bigint-transformer.js';

/** A row of draft_events as the data layer hands it to the server and the worker (the entity below is TypeORM's mapping of it). */
export interface DraftEventRecord {
  id: string;
  draftId: string;
  sequence: number;
  actorId: string | null;
  kind: string;
  update: Buffer | null;
  data: object | null;
  createdAt: Date;
}

/** One append-only row per change to a draft (ARCHITECTURE §3). */
@Entity('draft_events')
export class DraftEventEntity implements DraftEventRecord {
  @PrimaryGeneratedColumn({ type: 'bigint' }) id!: string;
  @Column({ name: 'draft_id', type: 'uuid' }) draftId!: string;
  @Column({ type: 'bigint', transformer: bigintAsNumber }) sequence!: number;
  @Column({ name: 'actor_id', type: 'uuid', nullable: true }) actorId!: string | null;
  @Column({ type: 'text' }) kind!: string;
  @Column({ type: 'bytea', nullable: true }) update!: Buffer | null;
  @Column({ type: 'jsonb', nullable: true }) data!: object | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
