import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { DomainCheck, DomainFailureReason, DomainState } from '@frontdoor/shared';

/** A row of website_domains as the data layer hands it to the server and the worker (the entity below is TypeORM's mapping of it). */
export interface WebsiteDomainRecord {
  id: string;
  domainName: string;
  state: DomainState;
  failureReason: DomainFailureReason | null;
  websiteName: string | null;
  websiteId: string | null;
  userId: string;
  zone: string;
  partnerName: string | null;
  verificationToken: string;
  lastCheck: DomainCheck | null;
  checkedAt: Date | null;
  nextCheckAt: Date | null;
  unchangedChecks: number;
  createdAt: Date;
  modifiedAt: Date;
}

/**
 * The WebsiteDomains collection of spec §3: a custom domain, its state and the handle it is
 * attached to (websiteName), with the website it belongs to, the TXT token that proves it is
 * its owner's, and what the checker last saw.
 */
@Entity('website_domains')
export class WebsiteDomainEntity implements WebsiteDomainRecord {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'domain_name', type: 'text' }) domainName!: string;
  @Column({ type: 'text' }) state!: DomainState;
  @Column({ name: 'failure_reason', type: 'text', nullable: true }) failureReason!: DomainFailureReason | null;
  @Column({ name: 'website_name', type: 'text', nullable: true }) websiteName!: string | null;
  @Column({ name: 'website_id', type: 'uuid', nullable: true }) websiteId!: string | null;
  @Column({ name: 'user_id', type: 'uuid' }) userId!: string;
  /** The registrable domain it is under (example.com for www.example.com). */
  @Column({ type: 'text' }) zone!: string;
  /** Its www/apex twin, which redirects to it; null for other names. */
  @Column({ name: 'partner_name', type: 'text', nullable: true }) partnerName!: string | null;
  @Column({ name: 'verification_token', type: 'text' }) verificationToken!: string;
  @Column({ name: 'last_check', type: 'jsonb', nullable: true }) lastCheck!: DomainCheck | null;
  @Column({ name: 'checked_at', type: 'timestamptz', nullable: true }) checkedAt!: Date | null;
  @Column({ name: 'next_check_at', type: 'timestamptz', nullable: true }) nextCheckAt!: Date | null;
  /** Checks in a row that changed nothing (the wait before the next one doubles with each). */
  @Column({ name: 'unchanged_checks', type: 'integer', default: 0 }) unchangedChecks!: number;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column({ name: 'modified_at', type: 'timestamptz' }) modifiedAt!: Date;
}
