import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A row of users as the data layer hands it to the server and the worker (the entity below is TypeORM's mapping of it). */
export interface UserRecord {
  id: string;
  email: string;
  displayName: string | null;
  emailVerified: boolean;
  providers: string[];
  passwordHash: string | null;
  createdAt: Date;
  lastSignInAt: Date | null;
  registeredAt: Date | null;
  oidcIssuer: string | null;
  oidcSubject: string | null;
}

@Entity('users')
export class UserEntity implements UserRecord {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'text' }) email!: string;
  @Column({ name: 'display_name', type: 'text', nullable: true }) displayName!: string | null;
  @Column({ name: 'email_verified', type: 'boolean', default: false }) emailVerified!: boolean;
  @Column({ type: 'text', array: true, default: '{}' }) providers!: string[];
  @Column({ name: 'password_hash', type: 'text', nullable: true }) passwordHash!: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column({ name: 'last_sign_in_at', type: 'timestamptz', nullable: true }) lastSignInAt!: Date | null;
  @Column({ name: 'registered_at', type: 'timestamptz', nullable: true }) registeredAt!: Date | null;
  @Column({ name: 'oidc_issuer', type: 'text', nullable: true }) oidcIssuer!: string | null;
  @Column({ name: 'oidc_subject', type: 'text', nullable: true }) oidcSubject!: string | null;
}
