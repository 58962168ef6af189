/**
 * Which content coding of a file to send, from the request's Accept-Encoding (RFC 9110 §12.5.3): codings are
 * tokens matched exactly (case-insensitive; `sbr` is not `br`, `x-gzip` is gzip as §8.4.1.3 says), weighed by
 * their q-values (`q=0`: not acceptable), `*` stands for every coding not named. `identity` (no coding) is
 * acceptable unless refused by `identity;q=0`, or by `*;q=0` without an `identity` entry of its own.
 *
 * - No Accept-Encoding: the file as it is (identity), as browsers all send the header.
 * - An empty Accept-Encoding: identity only.
 * - Otherwise the acceptable coding with the highest q among those available; on a tie the smaller file wins
 *   (br, then gzip, then identity). Identity not listed (nor `*`) comes after every coding the client listed. When neither an available coding nor identity is acceptable: 406.
 * An element with a malformed weight is disregarded (neither accepted nor refused).
 */

export type Coding = 'br' | 'gzip';
export type CodingChoice = Coding | 'identity';

/** The codings the server can send, in its order of preference on a tie (smaller first). */
export const codingPreference: readonly CodingChoice[] = ['br', 'gzip', 'identity'];

/** `token;q=0.5` → weights by lower-case token (the highest when a token is listed twice). */
export function parseAcceptEncoding(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const element of header.split(',')) {
    const [name, ...parameters] = element.split(';').map((part) => part.trim());
    if (!name) continue;
    if (!/^(?:\*|[!#$%&'*+.^_`|~0-9a-z-]+)$/i.test(name)) continue;
    let weight = 1;
    let valid = true;
    for (const parameter of parameters) {
      const q = /^q=(.*)$/i.exec(parameter);
      if (!q) continue;
      // qvalue = ( "0" [ "." 0*3DIGIT ] ) / ( "1" [ "." 0*3("0") ] )
      if (!/^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(q[1])) valid = false;
      else weight = Number(q[1]);
    }
    if (!valid) continue;
    const token = name.toLowerCase() === 'x-gzip' ? 'gzip' : name.toLowerCase();
    weights.set(token, Math.max(weights.get(token) ?? 0, weight));
  }
  return weights;
}

/**
 * The coding to send, given the request's Accept-Encoding and the codings available beside the file (identity is
 * always available); `undefined` when nothing available is acceptable (406).
 */
/** Below the smallest weight a client can write (0.001). */
const unlistedIdentity = 0.0005;

export function chooseCoding(header: string | undefined, available: readonly Coding[]): CodingChoice | undefined {
  if (header === undefined) return 'identity';
  const weights = parseAcceptEncoding(header);
  const star = weights.get('*');
  const weightOf = (coding: CodingChoice): number => {
    const named = weights.get(coding);
    if (named !== undefined) return named;
    if (star !== undefined) return star;
    // Identity is acceptable unless refused, though after anything the client listed; another coding only when listed.
    return coding === 'identity' ? unlistedIdentity : 0;
  };
  let best: { coding: CodingChoice; weight: number } | undefined;
  for (const coding of codingPreference) {
    if (coding !== 'identity' && !available.includes(coding)) continue;
    const weight = weightOf(coding);
    if (weight > 0 && (!best || weight > best.weight)) best = { coding, weight };
  }
  return best?.coding;
}
