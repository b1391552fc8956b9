// The one rule for picking the example a page, a sample or a test shows.
import type {NamedExample, SchemaObject} from './types';

type Media = {schema?: SchemaObject; example?: unknown; examples?: Record<string, {summary?: string; value?: unknown}>} | undefined;

/** A media type's example: its `example`, else the first of its `examples`, else its schema's `example`. */
export function chooseExample(media: Media): unknown {
  if (!media) return undefined;
  if (media.example !== undefined) return media.example;
  const named = Object.values(media.examples ?? {}).find((entry) => entry?.value !== undefined);
  if (named) return named.value;
  return media.schema?.example;
}

/** Every example a media type offers, named (a lone `example` is called `default`). */
export function namedExamples(media: Media): NamedExample[] {
  if (!media) return [];
  const named = Object.entries(media.examples ?? {})
    .filter(([, entry]) => entry?.value !== undefined)
    .map(([key, entry]) => ({key, summary: entry.summary, value: entry.value}));
  if (media.example !== undefined) return [{key: 'default', value: media.example}, ...named];
  return named;
}

/** A parameter's sample value: its example, else its schema's example, default or first enum value. */
export function chooseParameterExample(example: unknown, schema: SchemaObject): unknown {
  return example ?? schema.example ?? schema.default ?? schema.enum?.[0];
}
