import { z } from 'zod';

/** One carbon-offsetting partner project, as configured (OFFSET_PROJECTS). */
export const offsetProjectSchema = z.object({
  id: z.string().min(1).max(64),
  name: z.string().min(1).max(200),
  /** e.g. Gold Standard, VCS (Verra). */
  standard: z.string().min(1).max(100),
  pricePerTonne: z.number().positive(),
  currency: z.string().regex(/^[A-Z]{3}$/),
  url: z.url({ protocol: /^https?$/ }),
});
export type OffsetProjectView = z.infer<typeof offsetProjectSchema>;

/**
 * GET /api/shell-settings: what the web shell needs from configuration: contacts, offset partners and the
 * optional third parties (all null when not configured: then nothing of theirs loads and no banner asks).
 */
export const shellSettingsSchema = z.object({
  supportPhone: z.string().nullable(),
  demoMeetingUrl: z.string().nullable(),
  offsetProjects: z.array(offsetProjectSchema),
  analytics: z.object({ tagId: z.string(), scriptUrl: z.string() }).nullable(),
  chat: z.object({ scriptUrl: z.string(), key: z.string() }).nullable(),
});
export type ShellSettingsView = z.infer<typeof shellSettingsSchema>;
