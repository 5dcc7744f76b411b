import { z } from 'zod';

// Enumerations of spec §3 and §4 that describe the application rather than the site content.

/** Website roles (spec §3). Invites are created with Collaborator. */
export const roleSchema = z.enum(['Viewer', 'Collaborator', 'Admin', 'Owner']);
export type Role = z.infer<typeof roleSchema>;

/** Link safety check state: Pending, Checking, then Safe, Unsafe or Failed (spec §4). */
export const webRiskStateSchema = z.enum(['Pending', 'Checking', 'Failed', 'Safe', 'Unsafe']);
export type WebRiskState = z.infer<typeof webRiskStateSchema>;

/** Derived invite state (spec §3, §4). */
export const inviteStateSchema = z.enum(['Pending', 'Accepted', 'Expired']);
export type InviteState = z.infer<typeof inviteStateSchema>;

/** Layout container presets (spec §3). */
export const containerPresetSchema = z.enum(['GeneratedWebsite', 'MarketingPages']);
export type ContainerPreset = z.infer<typeof containerPresetSchema>;

/** Loading status of a document in the client (spec §3). */
export const documentStatusSchema = z.enum(['Waiting', 'Ready', 'Unavailable']);
export type DocumentStatus = z.infer<typeof documentStatusSchema>;

/** Priorities of the overlay spinner; a higher one wins (spec §3). */
export const overlaySpinnerPrioritySchema = z.enum(['Low', 'Normal', 'High', 'Highest']);
export type OverlaySpinnerPriority = z.infer<typeof overlaySpinnerPrioritySchema>;

/** Onboarding wizard steps, in order (spec §4). */
export const onboardingStepSchema = z.enum(['AboutBusiness', 'FontSelection', 'ColorSelection', 'WebsiteSectionSelection', 'Launch']);
export type OnboardingStep = z.infer<typeof onboardingStepSchema>;

/** Sources a site can be created from (spec §1). */
export const importSourceSchema = z.enum(['Facebook', 'Thumbtack', 'Yelp', 'GitHub']);
export type ImportSource = z.infer<typeof importSourceSchema>;
