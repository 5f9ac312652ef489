// The schema builders a form's rules use, by name. Not zod's `z` namespace re-exported: that object also carries
// every locale's messages (`z.locales`) and the whole API, and a namespace re-exported as a value is bundled
// whole, about 75 KB gzip more in each app's form chunk (measured: docs/PERFORMANCE.md). A rule needing one more
// builder adds it here.
import {
  array,
  boolean,
  custom,
  enum as enumOf,
  literal,
  number,
  object,
  string,
  union,
  type input as zodInput,
  type output as zodOutput,
  type RefinementCtx as ZodRefinementCtx,
  type ZodType as ZodSchema,
} from 'zod';

export const z = { array, boolean, custom, enum: enumOf, literal, number, object, string, union };

// The types a rules file names as `z.input<typeof schema>`, `z.ZodType`, `z.RefinementCtx`.
// eslint-disable-next-line @typescript-eslint/no-namespace
export declare namespace z {
  export type input<T> = zodInput<T>;
  export type output<T> = zodOutput<T>;
  export type ZodType<Output = unknown, Input = unknown> = ZodSchema<Output, Input>;
  export type RefinementCtx<T = unknown> = ZodRefinementCtx<T>;
}
