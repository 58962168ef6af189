/**
 * The detail of an error signal (the page's shell/src/field/errorDetail.ts): its type, its message and its top stack
 * frames, checked strictly and cleaned again (a page is not trusted to have taken out query strings and e-mail
 * addresses): what is stored is the error's shape, never a visitor's data. All optional: a page of an earlier shell
 * sends none.
 */

export interface ErrorFrame {
  /** The script's URL, without its query or fragment. */
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

export const errorDetailLimits = { type: 64, message: 200, frames: 5, file: 300, fn: 100, position: 10_000_000 } as const;

export const errorDetailKeys = ['type', 'message', 'frames'] as const;

const email = /[^\s@<>()"'`,;:/?=&]+@[^\s@<>()"'`,;:/?=&]+\.[a-z]{2,}/gi;
const query = /\?[^\s#"'`<>)]*/g;
const controls = /[\u0000-\u001f\u007f]/g;

/** A message with e-mail addresses and query strings taken out, control characters made spaces, cut short. */
export const cleanMessage = (message: string) => message.replace(controls, ' ').replace(query, '').replace(email, '[email]').slice(0, errorDetailLimits.message);

const typePattern = /^[A-Za-z_$][\w$.]*$/;
const fnPattern = /^[^\s\u0000-\u001f\u007f<>"'`]+$/;

/** The detail of `raw` (an error signal's object) checked, or the problem naming its field. */
export function errorDetailOf(raw: Record<string, unknown>, where: string): { detail?: ErrorDetail } | { problem: string } {
  const detail: ErrorDetail = {};
  if (raw.type !== undefined) {
    if (typeof raw.type !== 'string' || raw.type.length > errorDetailLimits.type || !typePattern.test(raw.type)) return { problem: `${where}.type must be an error's name (letters, digits, _ $ .; at most ${errorDetailLimits.type})` };
    detail.type = raw.type;
  }
  if (raw.message !== undefined) {
    if (typeof raw.message !== 'string' || raw.message.length > errorDetailLimits.message) return { problem: `${where}.message must be a text of at most ${errorDetailLimits.message} characters` };
    detail.message = cleanMessage(raw.message);
  }
  if (raw.frames !== undefined) {
    if (!Array.isArray(raw.frames) || raw.frames.length > errorDetailLimits.frames) return { problem: `${where}.frames must be a list of at most ${errorDetailLimits.frames} frames` };
    const frames: ErrorFrame[] = [];
    for (const [i, frame] of raw.frames.entries()) {
      const at = `${where}.frames[${i}]`;
      if (typeof frame !== 'object' || frame === null || Array.isArray(frame)) return { problem: `${at} must be an object` };
      const { file, line, column, fn, ...extra } = frame as Record<string, unknown>;
      if (Object.keys(extra).length) return { problem: `${at} has unknown fields` };
      if (typeof file !== 'string' || file.length > errorDetailLimits.file || !/^https?:\/\/[^\s?#]+$/.test(file)) return { problem: `${at}.file must be a script's http(s) URL without query, at most ${errorDetailLimits.file} characters` };
      for (const [name, value] of [['line', line], ['column', column]] as const) {
        if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > errorDetailLimits.position) return { problem: `${at}.${name} must be a whole number from 0 to ${errorDetailLimits.position}` };
      }
      if (fn !== undefined && (typeof fn !== 'string' || fn.length > errorDetailLimits.fn || !fnPattern.test(fn))) return { problem: `${at}.fn must be a function's name of at most ${errorDetailLimits.fn} characters` };
      frames.push({ file, line: line as number, column: column as number, ...(fn ? { fn: fn as string } : {}) });
    }
    if (frames.length) detail.frames = frames;
  }
  return Object.keys(detail).length ? { detail } : {};
}
