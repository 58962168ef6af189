import { describe, expect, it } from 'vitest';
import { envNumber, envPort, InvalidEnvNumber } from './envNumber';

describe('envNumber', () => {
  it('is undefined when the variable is unset or empty, so the caller’s default applies', () => {
    expect(envNumber('POOL', {}, {})).toBeUndefined();
    expect(envNumber('POOL', {}, { POOL: '' })).toBeUndefined();
    expect(envNumber('POOL', {}, { POOL: '  ' })).toBeUndefined();
  });

  it('reads a whole number in range', () => {
    expect(envNumber('POOL', {}, { POOL: '12' })).toBe(12);
    expect(envNumber('WAIT', { min: 0 }, { WAIT: '0' })).toBe(0);
  });

  it.each([
    ['a word', 'lots'],
    ['a fraction', '2.5'],
    ['a negative number', '-3'],
    ['zero for a count', '0'],
    ['a number with a unit', '10s'],
    ['an infinite value', 'Infinity'],
  ])('refuses %s, naming the variable and the value', (_, value) => {
    expect(() => envNumber('DATABASE_POOL_SIZE', {}, { DATABASE_POOL_SIZE: value })).toThrow(InvalidEnvNumber);
    expect(() => envNumber('DATABASE_POOL_SIZE', {}, { DATABASE_POOL_SIZE: value })).toThrow(`DATABASE_POOL_SIZE must be a whole number of at least 1, not "${value}".`);
  });

  it('takes ports from 0 (any free port) to 65535', () => {
    expect(envPort('PORT', { PORT: '0' })).toBe(0);
    expect(envPort('PORT', { PORT: '8080' })).toBe(8080);
    expect(() => envPort('PORT', { PORT: '65536' })).toThrow('PORT must be a whole number from 0 to 65535, not "65536".');
    expect(() => envPort('PORT', { PORT: 'eighty' })).toThrow('PORT must be a whole number from 0 to 65535, not "eighty".');
  });
});
