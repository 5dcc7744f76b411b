import { z } from 'zod';

/** What a link or button points at (spec §3). */
export const linkTypeSchema = z.enum(['None', 'Email', 'Web', 'Phone', 'Section', 'Social']);
export type LinkType = z.infer<typeof linkTypeSchema>;

/** Button style, shown as Solid or Outlined. */
export const buttonStyleSchema = z.enum(['Solid', 'Outlined']);
export type ButtonStyle = z.infer<typeof buttonStyleSchema>;

export const buttonSizeSchema = z.enum(['Medium', 'Large']);
export type ButtonSize = z.infer<typeof buttonSizeSchema>;
