import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A row of website_invites as the data layer hands it to the server and the worker (the entity below is TypeORM's mapping of it). */
export interface WebsiteInviteRecord {
  id: string;
  invitedUserEmail: string;
  invitedUserId: string | null;
  websiteId: string;
  role: string;
  accepted: boolean;
  createdAt: Date;
}

/** The WebsiteInvites collection of spec §3: its state (Pending/Accepted/Expired) is derived. */
@Entity('website_invites')
export class WebsiteInviteEntity implements WebsiteInviteRecord {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'invited_user_email', type: 'text' }) invitedUserEmail!: string;
  @Column({ name: 'invited_user_id', type: 'uuid', nullable: true }) invitedUserId!: string | null;
  @Column({ name: 'website_id', type: 'uuid' }) websiteId!: string;
  @Column({ type: 'text', default: 'Collaborator' }) role!: string;
  @Column({ type: 'boolean', default: false }) accepted!: boolean;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
