import { z } from '@hono/zod-openapi';

export const HealthSchema = z
  .object({
    status: z.enum(['ok', 'unavailable']),
    database: z.enum(['pglite', 'postgresql']),
    schemaVersion: z.number().int().nullable().openapi({ description: 'Number of migrations applied.' }),
    schemaMigration: z.string().nullable().openapi({ example: '0000_catalogue_slice' }),
    pendingMigrations: z.number().int().nullable(),
  })
  .openapi('Health');
export type Health = z.infer<typeof HealthSchema>;
