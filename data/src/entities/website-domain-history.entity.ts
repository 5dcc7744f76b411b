import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * What changed a domain: the owner connecting, reconnecting, disconnecting or deleting it, the
 * checker, or its website; 'outproved': the checker ended the claim because another claim of its
 * name proved ownership first (issue 37).
 */
export type DomainChange = 'connected' | 'reconnected' | 'checked' | 'disconnected' | 'deleted' | 'address-changed' | 'released' | 'outproved';

/** A row of website_domains_history as the data layer hands it to the server and the worker (the entity below is TypeORM's mapping of it). */
export interface WebsiteDomainHistoryRecord {
  id: string;
  domainId: string;
  domainName: string;
  state: string;
  failureReason: string | null;
  websiteName: string | null;
  websiteId: string | null;
  userId: string;
  actorId: string | null;
  change: DomainChange;
  recordedAt: Date;
}

/** The WebsiteDomainsHistory collection of spec §3: the domain as it was after each change, and who made it. */
@Entity('website_domains_history')
export class WebsiteDomainHistoryEntity implements WebsiteDomainHistoryRecord {
  @PrimaryGeneratedColumn({ type: 'bigint' }) id!: string;
  @Column({ name: 'domain_id', type: 'uuid' }) domainId!: string;
  @Column({ name: 'domain_name', type: 'text' }) domainName!: string;
  @Column({ type: 'text' }) state!: string;
  @Column({ name: 'failure_reason', type: 'text', nullable: true }) failureReason!: string | null;
  @Column({ name: 'website_name', type: 'text', nullable: true }) websiteName!: string | null;
  @Column({ name: 'website_id', type: 'uuid', nullable: true }) websiteId!: string | null;
  /** The domain's owner. */
  @Column({ name: 'user_id', type: 'uuid' }) userId!: string;
  /** Who made the change; null is the checker or the product itself. */
  @Column({ name: 'actor_id', type: 'uuid', nullable: true }) actorId!: string | null;
  @Column({ type: 'text' }) change!: DomainChange;
  @Column({ name: 'recorded_at', type: 'timestamptz' }) recordedAt!: Date;
}
