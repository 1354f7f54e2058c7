// Reply schemas the public read routes share (OpenAPI documents them).
import { z } from 'zod';

export const errorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
