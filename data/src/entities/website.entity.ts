import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A published website (Websites), keyed by its handle; its HTML is rendered once, at publish. */
@Entity('websites')
export class WebsiteEntity {
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
