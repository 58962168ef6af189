/** Where the default social image is committed, its budget, and how to read a PNG's size to check it. */
import path from 'node:path';
import { root } from 'platform/apps';

export const socialCardPath = path.join(root, 'shell/public/social-card.png');
/** Link previews fetch the image on every share; keep it light. */
export const maxBytes = 80 * 1024;

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from a PNG's IHDR chunk (always the first, right after the signature). */
export function pngSize(png: Buffer): { width: number; height: number } {
  if (png.length < 24 || !png.subarray(0, 8).equals(pngSignature) || png.toString('latin1', 12, 16) !== 'IHDR') {
    throw new Error('Not a PNG file');
  }
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
