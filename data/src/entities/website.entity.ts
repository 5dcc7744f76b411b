import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A row of websites as the data layer hands it to the server and the worker (the entity below is TypeORM's mapping of it). */
export interface WebsiteRecord {
  handle: string;
  draftId: string;
  userId: string;
  version: string;
  websiteSettings: object;
  document: object;
  html: string;
  etag: string;
  csp: string;
  createdAt: Date;
  modifiedAt: Date;
}

/** A published website (Websites), keyed by its handle; its HTML is rendered once, at publish. */
@Entity('websites')
export class WebsiteEntity implements WebsiteRecord {
  @PrimaryColumn({ type: 'text' }) handle!: string;
  @Column({ name: 'draft_id', type: 'uuid' }) draftId!: string;
  @Column({ name: 'user_id', type: 'uuid' }) userId!: string;
  @Column({ type: 'text' }) version!: string;
  @Column({ name: 'website_settings', type: 'jsonb' }) websiteSettings!: object;
  @Column({ type: 'jsonb' }) document!: object;
  @Column({ type: 'text' }) html!: string;
  @Column({ type: 'text' }) etag!: string;
  @Column({ type: 'text' }) csp!: string;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column({ name: 'modified_at', type: 'timestamptz' }) modifiedAt!: Date;
}
