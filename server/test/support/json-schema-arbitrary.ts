import fc from 'fast-check';

/** The part of JSON Schema (2020-12) that zod's `z.toJSONSchema` writes for the API's schemas. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
}

/**
 * Values that a JSON Schema accepts, mostly: generated from its types, lengths, ranges, formats
 * and patterns (fast-check's `stringMatching` for patterns). Lengths are clipped after a
 * pattern, so now and then a value breaks its schema: for a fuzz test that is one more kind of
 * bad input.
 */
export function arbitraryOf(schema: JsonSchema | boolean | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (schema === undefined || schema === true) return fc.jsonValue({ maxDepth: 2 });
  if (schema === false) return fc.constant(undefined);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) return fc.oneof(...union.map((member) => arbitraryOf(member, depth + 1)));
  if (schema.allOf?.length) return arbitraryOf(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringOf(schema);
    case 'integer':
      return fc.integer({ min: lower(schema) ?? -1_000_000, max: upper(schema) ?? 1_000_000 });
    case 'number':
      return fc.double({ min: lower(schema) ?? -1e6, max: upper(schema) ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (depth > 6) return fc.constant([]);
      const min = schema.minItems ?? 0;
      const max = Math.min(schema.maxItems ?? min + 3, min + 4);
      if (schema.prefixItems) return fc.tuple(...schema.prefixItems.map((item) => arbitraryOf(item, depth + 1)));
      return fc.array(arbitraryOf(schema.items, depth + 1), { minLength: min, maxLength: max });
    }
    case 'object': {
      if (depth > 6) return fc.constant({});
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const known = fc.record(Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, arbitraryOf(value, depth + 1)])), {
        requiredKeys: [...required].filter((key) => key in properties),
      });
      if (!schema.additionalProperties || Object.keys(properties).length) return known;
      // A record (z.record): keys from propertyNames, values from additionalProperties.
      const keys = schema.propertyNames ? (arbitraryOf(schema.propertyNames, depth + 1) as fc.Arbitrary<string>) : fc.string({ maxLength: 12 });
      return fc.dictionary(keys, arbitraryOf(schema.additionalProperties, depth + 1), { maxKeys: 6 });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

const lower = (schema: JsonSchema) => (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : schema.minimum);
const upper = (schema: JsonSchema) => (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : schema.maximum);

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Math.max(min, 40);
  const clip = (value: string) => value.slice(0, max);
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email') return fc.emailAddress().filter((email) => email.length <= max);
  if (schema.format === 'uri' || schema.format === 'url') return fc.webUrl().map(clip);
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).map(clip);
  return fc.string({ minLength: min, maxLength: Math.min(max, min + 60), unit: 'grapheme' });
}
