/**
 * What an error signal says of its error, so a team can act on it: its type, its message cut short with query strings
 * and e-mail addresses taken out, and its top stack frames (script URL without query, line, column, function). The
 * server checks and cleans it again (supabase/server/field/errorDetail.ts) and maps the frames through the release's
 * source maps. In the reporter's chunk, loaded once the page is idle.
 */
import type { CapturedError } from './errorCapture';

export interface ErrorFrame {
  file: string;
  line: number;
  column: number;
  fn?: string;
}

export interface ErrorDetail {
  type?: string;
  message?: string;
  frames?: ErrorFrame[];
}

/** A message at most this long, frames at most this many (a beacon stays far below its 16 KB). */
export const detailLimits = { message: 160, frames: 5, file: 200, fn: 80 } as const;

/** An e-mail address, and a URL's query (up to its fragment or the end of the word). */
const email = /[^\s@<>()"'`,;:/?=&]+@[^\s@<>()"'`,;:/?=&]+\.[a-z]{2,}/gi;
const query = /\?[^\s#"'`<>)]*/g;

export const cleanMessage = (message: string) => message.replace(query, '').replace(email, '[email]').slice(0, detailLimits.message);

/** A stack line's frame: V8's `at fn (url:line:col)` / `at url:line:col`, or Firefox's and Safari's `fn@url:line:col`. */
const frameLine = /(?:\bat (?:(\S+) \()?|^\s*([^@\s]*)@)(https?:\/\/[^\s)]+?):(\d+):(\d+)/;

export function framesOf(stack: string): ErrorFrame[] {
  const frames: ErrorFrame[] = [];
  for (const line of stack.split('\n')) {
    const match = frameLine.exec(line);
    if (!match) continue;
    const fn = (match[1] ?? match[2] ?? '').slice(0, detailLimits.fn);
    frames.push({ file: match[3]!.replace(/[?#].*$/, '').slice(0, detailLimits.file), line: Number(match[4]), column: Number(match[5]), ...(fn ? { fn } : {}) });
    if (frames.length === detailLimits.frames) break;
  }
  return frames;
}

export function errorDetail({ type, message, source }: CapturedError): ErrorDetail {
  const frames = framesOf(source);
  return { ...(type ? { type: type.slice(0, 64) } : {}), ...(message ? { message: cleanMessage(message) } : {}), ...(frames.length ? { frames } : {}) };
}
