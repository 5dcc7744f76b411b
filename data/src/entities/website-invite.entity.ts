import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** The WebsiteInvites collection of spec §3: its state (Pending/Accepted/Expired) is derived. */
@Entity('website_invites')
export class WebsiteInviteEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'invited_user_email', type: 'text' }) invitedUserEmail!: string;
  @Column({ name: 'invited_user_id', type: 'uuid', nullable: true }) invitedUserId!: string | null;
  @Column({ name: 'website_id', type: 'uuid' }) websiteId!: string;
  @Column({ type: 'text', default: 'Collaborator' }) role!: string;
  @Column({ type: 'boolean', default: false }) accepted!: boolean;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
