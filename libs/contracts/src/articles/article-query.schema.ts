import { z } from 'zod';

/** Query of GET /api/articles and /api/articles/{slug}: Polish unless English is asked for (spec §2). */
export const articleLangSchema = z.enum(['pl', 'en'], { error: 'invalid_format' }).default('pl');

export const articleListQuerySchema = z.object({
  lang: articleLangSchema,
  // Query values arrive as text; a page is a whole number from 1 (a silly large one simply answers empty).
  page: z
    .string()
    .regex(/^[1-9]\d{0,5}$/, 'invalid_format')
    .default('1')
    .transform(Number),
});

export const articleQuerySchema = z.object({ lang: articleLangSchema });

export type ArticleListQuery = z.output<typeof articleListQuerySchema>;
