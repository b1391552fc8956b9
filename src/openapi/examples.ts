// The one rule for picking the example a page, a sample or a test shows.
import {documentedValue, sampleValue} from './sampleValue';
import type {NamedExample, SchemaObject} from './types';

type RawExample = {summary?: string; description?: string; value?: unknown; dataValue?: unknown; serializedValue?: string; externalValue?: string};
type Media = {schema?: SchemaObject; example?: unknown; examples?: Record<string, RawExample>} | undefined;

/** An Example Object's value: `value`, or OpenAPI 3.2's `dataValue`, else its `serializedValue` text. */
const exampleValue = (entry: RawExample | undefined): unknown => entry?.value ?? entry?.dataValue ?? entry?.serializedValue;

/** A media type's example: its `example`, else the first of its `examples`, else its schema's own. */
export function chooseExample(media: Media): unknown {
  if (!media) return undefined;
  if (media.example !== undefined) return media.example;
  const named = Object.values(media.examples ?? {}).find((entry) => exampleValue(entry) !== undefined);
  if (named) return exampleValue(named);
  return media.schema ? documentedValue(media.schema) : undefined;
}

/** `chooseExample`, or a value made from the schema when the description has none (and says so). */
export function exampleOrSample(media: Media): {example?: unknown; generated?: boolean} {
  const example = chooseExample(media);
  if (example !== undefined || !media?.schema) return {example};
  return {example: sampleValue(media.schema), generated: true};
}

/** Every example a media type offers, named (a lone `example` is called `default`). */
export function namedExamples(media: Media): NamedExample[] {
  if (!media) return [];
  const named = Object.entries(media.examples ?? {})
    .filter(([, entry]) => exampleValue(entry) !== undefined)
    .map(([key, entry]) => ({key, summary: entry.summary, description: entry.description, value: exampleValue(entry)}));
  if (media.example !== undefined) return [{key: 'default', value: media.example}, ...named];
  return named;
}

/** A parameter's sample value: its example, else its first named example, else one from its schema. */
export function chooseParameterExample(example: unknown, schema: SchemaObject, examples: NamedExample[] = []): unknown {
  return example ?? examples[0]?.value ?? sampleValue(schema);
}
