import fs from 'node:fs';

/** Resolves once `file` exists (a file another process writes, such as the prerender job's page index). */
export function whenWritten(file: string, { intervalMs = 200 } = {}): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!fs.existsSync(file)) return false;
      fs.unwatchFile(file, check);
      resolve();
      return true;
    };
    if (!check()) fs.watchFile(file, { interval: intervalMs }, check);
  });
}
