import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One stored size of an uploaded photo: its file key in the FileStore and its pixels. */
export interface StoredImageSize {
  key: string;
  width: number;
  height: number;
  bytes: number;
}

/** The sizes stored for an uploaded photo (shared/src/site/uploads.ts UPLOADED_IMAGE_WIDTHS). */
export type StoredImageSizes = Record<'thumbnail' | 'small' | 'regular' | 'full' | 'raw', StoredImageSize> & {
  /** Made since the phone size was added (issue 28): absent in older rows. */
  medium?: StoredImageSize;
};

/** A row of website_images as the data layer hands it to the server and the worker (the entity below is TypeORM's mapping of it). */
export interface WebsiteImageRecord {
  id: string;
  websiteId: string;
  userId: string | null;
  provider: string;
  url: string;
  storageKey: string | null;
  searchTerms: string | null;
  mimeType: string | null;
  width: number | null;
  height: number | null;
  bytes: number | null;
  sourceSha256: string | null;
  sizes: StoredImageSizes | null;
  storageKeys: string[] | null;
  placeholder: string | null;
  removedAt: Date | null;
  createdAt: Date;
}

/**
 * The WebsiteImages collection of spec §3: the images of a website. A generated site's stock
 * choices have search terms; an owner's upload (issue 28) has its stored sizes and their keys.
 */
@Entity('website_images')
export class WebsiteImageEntity implements WebsiteImageRecord {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'website_id', type: 'uuid' }) websiteId!: string;
  /** Who added it (null once their account is deleted). */
  @Column({ name: 'user_id', type: 'uuid', nullable: true }) userId!: string | null;
  @Column({ type: 'text' }) provider!: string;
  @Column({ type: 'text' }) url!: string;
  @Column({ name: 'storage_key', type: 'text', nullable: true }) storageKey!: string | null;
  @Column({ name: 'search_terms', type: 'text', nullable: true }) searchTerms!: string | null;
  @Column({ name: 'mime_type', type: 'text', nullable: true }) mimeType!: string | null;
  @Column({ type: 'integer', nullable: true }) width!: number | null;
  @Column({ type: 'integer', nullable: true }) height!: number | null;
  /** The size of the file sent, in bytes. */
  @Column({ type: 'integer', nullable: true }) bytes!: number | null;
  /** SHA-256 of the file sent (hex). */
  @Column({ name: 'source_sha256', type: 'text', nullable: true }) sourceSha256!: string | null;
  @Column({ type: 'jsonb', nullable: true }) sizes!: StoredImageSizes | null;
  /** Every file key of `sizes`, indexed: a file any row names is kept. */
  @Column({ name: 'storage_keys', type: 'text', array: true, nullable: true }) storageKeys!: string[] | null;
  @Column({ type: 'text', nullable: true }) placeholder!: string | null;
  /** Removed from My Images while a page still showed it: hidden, its files kept. */
  @Column({ name: 'removed_at', type: 'timestamptz', nullable: true }) removedAt!: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
