import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { InvalidSettingsDocument, readSettingsFileState, readSettingsFileStateSync, settingsDocumentOfText } from './reader';
import { validDocument } from './fixtures';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
const fileWith = (text: string | undefined) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'settings-reader-'));
  dirs.push(dir);
  const file = path.join(dir, 'settings.json');
  if (text !== undefined) fs.writeFileSync(file, text);
  return file;
};

describe('the state of a settings file, read once', () => {
  it.each([
    ['async', readSettingsFileState],
    ['sync', async (file: string) => readSettingsFileStateSync(file)],
  ])('(%s) is its document, missing, or damaged when cut short or unreadable; a document that does not parse is refused by field', async (_, read) => {
    const document = validDocument();
    expect(await read(fileWith(JSON.stringify(document)))).toEqual({ document: expect.objectContaining({ areas: document.areas }) });
    expect(await read(fileWith(undefined))).toEqual({ missing: true });
    expect(await read(fileWith('{"areas": {"leg'))).toEqual({ damaged: expect.stringMatching(/^is not valid JSON \(/) });
    // A folder where the file should be: read, it fails, and nothing is decided from it.
    const folder = fileWith(undefined);
    fs.mkdirSync(folder);
    expect(await read(folder)).toEqual({ damaged: expect.stringMatching(/^cannot be read \(EISDIR/) });
    const invalid = read(fileWith(JSON.stringify({ ...document, revision: -1 })));
    await expect(invalid).rejects.toThrow(InvalidSettingsDocument);
    await expect(invalid).rejects.toThrow(/revision must be a whole number of writes/);
  });

  it('settingsDocumentOfText refuses text that is not JSON as a document that does not parse, naming it', () => {
    expect(() => settingsDocumentOfText('{', 'x.json')).toThrow(/^x\.json: is not valid JSON \(/);
  });
});
