/**
 * Writes `supabase/seed.sql` (the file the Supabase CLI runs after migrations on `supabase db reset`).
 * `--image-base <url>` prefixes image paths, e.g. a hosted project's `https://<ref>.supabase.co/storage/v1/object/public/blog-images/`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedImagePath, seedSql } from './seedSql';

const supabaseDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
export const seedSqlFile = path.join(supabaseDir, 'seed.sql');
/** The variant with absolute image URLs for a hosted project (git-ignored). */
const hostedSeedSqlFile = path.join(supabaseDir, 'seed.hosted.sql');

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const flag = process.argv.indexOf('--image-base');
  const imageBase = flag > 0 ? process.argv[flag + 1] : seedImagePath;
  const out = flag > 0 ? hostedSeedSqlFile : seedSqlFile;
  fs.writeFileSync(out, seedSql(imageBase));
  console.log(`Wrote ${path.relative(process.cwd(), out)}`);
}
