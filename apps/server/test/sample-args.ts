import { functions, type FunctionName } from "@pds/contracts";
import { z } from "zod";

/** The subset of JSON Schema that zod emits for our argument schemas. */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

const formats: Record<string, string> = {
  email: "sample@example.com",
  uuid: "00000000-0000-4000-8000-000000000000",
  uri: "https://example.com/",
  url: "https://example.com/",
  "date-time": "2024-01-01T00:00:00.000Z",
  date: "2024-01-01",
};

/** The simplest value a JSON Schema accepts: required keys only, shortest strings, smallest numbers. */
function sampleOf(schema: JsonSchema): unknown {
  if ("const" in schema) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) {
    const nonNull = options.find((option) => option.type !== "null");
    return sampleOf(nonNull ?? options[0]!);
  }
  if (schema.allOf?.length) return sampleOf(Object.assign({}, ...schema.allOf) as JsonSchema);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  switch (type) {
    case "object": {
      const value: Record<string, unknown> = {};
      for (const key of schema.required ?? []) value[key] = sampleOf(schema.properties?.[key] ?? {});
      return value;
    }
    case "array": {
      const count = schema.minItems ?? 0;
      if (schema.prefixItems) return schema.prefixItems.map(sampleOf);
      return Array.from({ length: count }, () => sampleOf(schema.items ?? {}));
    }
    case "string":
      if (schema.format && formats[schema.format]) return formats[schema.format];
      return "s".repeat(Math.max(1, schema.minLength ?? 1));
    case "integer":
    case "number":
      if (schema.minimum !== undefined) return Math.ceil(schema.minimum);
      if (schema.exclusiveMinimum !== undefined) return Math.floor(schema.exclusiveMinimum) + 1;
      return 0;
    case "boolean":
      return false;
    case "null":
      return null;
    default:
      return schema.default ?? null;
  }
}

/**
 * Valid arguments for any contract function, derived from its zod schema, so a new function is covered
 * by the "refuses anonymous callers" checks without touching the tests. Throws with the function's
 * name if the derived value does not pass the schema (then the schema needs a case here).
 */
export function sampleArgs(name: FunctionName): unknown {
  const schema = functions[name].args;
  const value = sampleOf(z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema);
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new Error(`Cannot derive sample arguments for ${name}: ${JSON.stringify(value)} is invalid`);
  }
  return value;
}
