/**
 * Whole numbers an operator sets in the environment (ports, limits, pool sizes, waits), read one way for the site
 * and the backend. Unset or empty gives undefined (the caller's default); anything else that is not a whole number
 * in range is refused, naming the variable and the value, so a typo stops the start instead of running with a
 * silent default, a negative pool or NaN.
 */
export class InvalidEnvNumber extends Error {}

export interface EnvNumberRange {
  /** The smallest value allowed (1 unless given: a count, a size or a wait). */
  min?: number;
  max?: number;
}

export function envNumber(name: string, { min = 1, max = Number.MAX_SAFE_INTEGER }: EnvNumberRange = {}, env: NodeJS.ProcessEnv = process.env): number | undefined {
  const value = env[name];
  if (value === undefined || value.trim() === '') return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `of at least ${min}` : `from ${min} to ${max}`;
    throw new InvalidEnvNumber(`${name} must be a whole number ${range}, not "${value}".`);
  }
  return number;
}

/** A port from the environment (0: any free port). */
export const envPort = (name: string, env: NodeJS.ProcessEnv = process.env) => envNumber(name, { min: 0, max: 65535 }, env);
