/**
 * The environment checked against EnvironmentSchema in one pass: converted (numbers from
 * text), defaulted, and every wrong variable named in one error, in the words of its `mustBe`.
 */
import { type Static } from 'typebox';
import { Value } from 'typebox/value';
import { EnvironmentSchema, variableSchema, type VariableName } from './environment-schema';

export type Env = Record<string, string | undefined>;
export type Environment = Static<typeof EnvironmentSchema>;

/** Several problems of the configuration: one line each, so an operator fixes them in one go. */
export class ConfigurationError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.length === 1 ? problems[0] : `The configuration has ${problems.length} problems:\n- ${problems.join('\n- ')}`);
    this.name = 'ConfigurationError';
  }
}

export interface ReadEnvironment {
  values: Environment;
  /** The variables that were set: a local port given by hand is taken exactly (LocalPort.given). */
  given: ReadonlySet<VariableName>;
}

export function readEnvironment(env: Env): ReadEnvironment {
  // An empty value is an unset one (`VAR=` in a compose or systemd file): the default applies.
  const raw: Partial<Record<VariableName, string>> = {};
  for (const name of Object.keys(EnvironmentSchema.properties) as VariableName[]) {
    const value = env[name];
    if (value !== undefined && value !== '') raw[name] = value;
  }
  const values = Value.Convert(EnvironmentSchema, Value.Default(EnvironmentSchema, { ...raw }));
  if (!Value.Check(EnvironmentSchema, values)) {
    // Checked variable by variable: the object's error list stops after a few errors.
    const problems = Object.entries(values as Record<string, unknown>)
      .filter(([name, value]) => !Value.Check(variableSchema(name), value))
      .map(([name, value]) => {
        const schema = variableSchema(name);
        const expected = schema.mustBe ?? Value.Errors(schema, value)[0]?.message ?? 'valid';
        const got = schema.secret ? '' : ` (got '${raw[name as VariableName]!.replace(/\r/g, '\\r').replace(/\n/g, '\\n')}')`;
        return `${name} must be ${expected}${got}`;
      });
    throw new ConfigurationError(problems);
  }
  return { values, given: new Set(Object.keys(raw) as VariableName[]) };
}
