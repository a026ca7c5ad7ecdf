/**
 * The config file's zod schemas of the reader options, built from the specs in read-options.ts
 * (one table for the config and the CLI's flags).
 */
import * as z from 'zod/mini';
import {
  READ_SETTINGS,
  READ_SETTING_KEYS,
  USAGE_COLUMN_KEYS,
  type ReadSettingKey,
  type ReadValueSpec,
} from './read-options.js';

const finite = z.number().check(z.refine(Number.isFinite, { error: 'must be a finite number' }));

function schemaOf(spec: ReadValueSpec): z.ZodMiniType {
  switch (spec.type) {
    case 'finite':
      return finite;
    case 'integer':
      return z.number().check(z.int(), z.gte(spec.min), z.lte(spec.max));
    case 'text':
      return z.string().check(z.minLength(1));
    case 'choice':
      return z.enum(spec.values);
    case 'header':
      return z.union([z.boolean(), z.literal('auto')]);
    case 'labels':
      return z.record(z.string(), z.union([z.number().check(z.int(), z.gte(0)), z.null()]));
    case 'columns':
      return z.partialRecord(z.enum(USAGE_COLUMN_KEYS), z.string().check(z.minLength(1)));
  }
}

/** The zod shape of the reader options, for the config's benchmark schema. */
export const READ_SETTINGS_SHAPE = Object.fromEntries(
  READ_SETTING_KEYS.map((key) => [key, z.optional(schemaOf(READ_SETTINGS[key].value))]),
) as { [K in ReadSettingKey]: z.ZodMiniOptional<z.ZodMiniType> };
