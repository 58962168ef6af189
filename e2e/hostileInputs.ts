/**
 * Request text of every shape that makes string handling super-linear: long runs of the characters
 * paths, queries and headers are split, trimmed and matched on, alone, alternating, and followed by a character
 * that makes a trailing match fail (the retry-at-every-position case of `replace(/\/+$/, '')`). Used by the unit
 * tests of each parser of a request and by e2e/tests/hostile-requests.spec.ts against the real server, which
 * compare what a 100 KB input costs with a 10 KB one.
 */

/** The repeated units: separators, dots, percent signs and escapes, spaces, non-ASCII, PostgREST syntax. */
export const hostileUnits = [
  '/',
  '.',
  '%',
  '%2F',
  '%2e',
  '%20',
  '-',
  ' ',
  '/.',
  './',
  '../',
  '/a',
  'a/',
  '\\',
  ',',
  ';',
  '=',
  '&',
  ':',
  '::',
  '(',
  'or(',
  '"',
  '*',
  '.0123456789',
  'é',
  '😀',
] as const;

export interface HostileInput {
  /** `run "/"`, `run "/" + x`: what it is made of. */
  name: string;
  text: string;
}

/**
 * Every unit repeated to about `length` characters, as it is and followed by `x`; `encode` (e.g. asRequestText)
 * applies to the unit first, so that an encoded input has `length` characters too.
 */
export function hostileInputs(length: number, encode: (unit: string) => string = (unit) => unit): HostileInput[] {
  return hostileUnits.flatMap((unit) => {
    const encoded = encode(unit);
    const run = encoded.repeat(Math.ceil(length / encoded.length));
    return [
      { name: `run ${JSON.stringify(unit)}`, text: run },
      { name: `run ${JSON.stringify(unit)} + x`, text: `${run}x` },
    ];
  });
}

/**
 * Text as it can stand in a request line or header (visible ASCII): spaces, controls and non-ASCII characters
 * percent-encoded, everything else — `%`, `/`, `\`, quotes — as it is.
 */
export const asRequestText = (text: string) => text.replace(/[^\x21-\x7e]/gu, (char) => encodeURIComponent(char));

/** The least time `work` took over `runs` runs, in ms (the least is the one least disturbed by the machine). */
export async function costOf(work: () => unknown, runs = 3): Promise<number> {
  let least = Infinity;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    try {
      await work();
    } catch {
      // A refusal is an answer: what it cost is what is measured.
    }
    least = Math.min(least, performance.now() - started);
  }
  return least;
}

export interface CostBound {
  /** How many times the small input's cost the large one (ten times larger) may take: 10 is linear. */
  maxRatio: number;
  /** Costs under this are noise, whatever the ratio. */
  floorMs: number;
  /** The large input's cost at most. */
  budgetMs: number;
}

/** For a parser run in-process: 100 KB within a small multiple of 10 KB's cost and far under a second (quadratic ones took seconds). */
export const unitCostBound: CostBound = { maxRatio: 30, floorMs: 75, budgetMs: 300 };

/** Why a cost is not linear within `bound` (undefined when it is). */
export function superLinear(name: string, smallMs: number, bigMs: number, { maxRatio, floorMs, budgetMs }: CostBound): string | undefined {
  const figures = `${name}: ${smallMs.toFixed(2)} ms at the small size, ${bigMs.toFixed(2)} ms at ten times that`;
  if (bigMs > budgetMs) return `${figures} (over the ${budgetMs} ms budget)`;
  if (bigMs > floorMs && bigMs > maxRatio * smallMs) return `${figures} (more than ${maxRatio} times)`;
  return undefined;
}

/**
 * Runs `work` on every hostile input at `smallLength` and ten times that; resolves with the shapes whose cost is
 * not linear within `bound` (an empty list when every one is).
 */
export async function superLinearShapes(work: (text: string) => unknown, bound: CostBound, smallLength = 10_000): Promise<string[]> {
  const small = hostileInputs(smallLength);
  const big = hostileInputs(smallLength * 10);
  const failures: string[] = [];
  for (const [index, { name, text }] of small.entries()) {
    const smallMs = await costOf(() => work(text));
    const bigMs = await costOf(() => work(big[index].text));
    // Measured again when over: one slow run on a busy machine is not a quadratic cost.
    const failure = superLinear(name, smallMs, bigMs, bound) && superLinear(name, await costOf(() => work(text)), await costOf(() => work(big[index].text)), bound);
    if (failure) failures.push(failure);
  }
  return failures;
}
