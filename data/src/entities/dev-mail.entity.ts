import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('dev_mailbox')
export class DevMailEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' }) id!: string;
  @Column({ name: 'to_address', type: 'text' }) to!: string;
  @Column({ type: 'text' }) subject!: string;
  @Column({ type: 'text' }) text!: string;
  @Column({ type: 'text' }) html!: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
