/** The lead journal's framing: a torn record costs only itself, a failed append leaves nothing, old journals read. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import { fakeDisk } from './fakeDisk';
import { fileJournal, memoryJournal, parseJournal, type JournalLead } from './leadJournal';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  vi.restoreAllMocks();
});

function journalFile() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lead-journal-'));
  dirs.push(dir);
  return path.join(dir, 'leads.jsonl');
}

const lead = (email: string): JournalLead => ({
  id: crypto.randomUUID(),
  receivedAt: new Date().toISOString(),
  source: 'https://www.stayvia.example/pricing',
  userAgent: 'test',
  fields: { Email: email, Message: 'a "quoted" {"id":"x"} line\nand another' },
});

const emails = (leads: JournalLead[]) => leads.map((l) => l.fields.Email);

it('writes, fsyncs and makes the new file durable before an append resolves', async () => {
  const disk = fakeDisk();
  const journal = fileJournal(journalFile(), disk.files);
  await journal.append(lead('a@example.com'));
  expect(disk.log).toEqual(['write', 'sync', 'sync directory']);
  await journal.append(lead('b@example.com'));
  expect(disk.log).toEqual(['write', 'sync', 'sync directory', 'write', 'sync']);
  expect(emails(await journal.read())).toEqual(['a@example.com', 'b@example.com']);
});

it('cuts a failed append back from a full disk, so the next record and every earlier one read whole', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const file = journalFile();
  const disk = fakeDisk();
  const journal = fileJournal(file, disk.files);
  await journal.append(lead('a@example.com'));
  const before = fs.readFileSync(file);
  disk.free = 40; // part of the next record fits
  await expect(journal.append(lead('b@example.com'))).rejects.toMatchObject({ code: 'ENOSPC' });
  expect(fs.readFileSync(file)).toEqual(before);
  expect(disk.free).toBe(40);
  disk.free = Infinity;
  await journal.append(lead('c@example.com'));
  expect(emails(await journal.read())).toEqual(['a@example.com', 'c@example.com']);
  expect(console.warn).not.toHaveBeenCalled();
});

it('never reads back a failed append it could not cut back', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const disk = fakeDisk();
  const journal = fileJournal(journalFile(), disk.files);
  disk.free = 40;
  disk.failTruncate = true;
  await expect(journal.append(lead('b@example.com'))).rejects.toMatchObject({ code: 'ENOSPC' });
  disk.free = Infinity;
  await journal.append(lead('c@example.com'));
  expect(emails(await journal.read())).toEqual(['c@example.com']);
});

it('loses only a record torn by a crash, not the one written after it', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const file = journalFile();
  const journal = fileJournal(file);
  await journal.append(lead('a@example.com'));
  // The process died while writing: part of a record, with no newline after it.
  fs.appendFileSync(file, `\n${JSON.stringify(lead('torn@example.com')).slice(0, 70)}`);
  const c = lead('c@example.com');
  await journal.append(c);
  expect(emails(await journal.read())).toEqual(['a@example.com', 'c@example.com']);
  expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('skipped 1 torn record'));
  // On a line of its own, after the torn one.
  expect(fs.readFileSync(file, 'utf8').split('\n').filter(Boolean).at(-1)).toBe(JSON.stringify(c));
});

it('reads journals of the earlier framing, and the record a torn one ran into there', () => {
  const [a, b, torn, c] = ['a@example.com', 'b@example.com', 'torn@example.com', 'c@example.com'].map(lead);
  const line = (l: JournalLead) => JSON.stringify(l);
  expect(emails(parseJournal(`${line(a)}\n${line(b)}\n`).leads)).toEqual(['a@example.com', 'b@example.com']);
  // A failed append left part of a line; the next record was appended onto it.
  const damaged = `${line(a)}\n${line(torn).slice(0, 90)}${line(c)}\n`;
  expect(parseJournal(damaged)).toEqual({ leads: [a, c], torn: 1 });
});

it('skips lines that parse but are no lead record', () => {
  const a = lead('a@example.com');
  const text = ['42', 'null', '{"id":"not-a-uuid","receivedAt":"x","source":null,"userAgent":null,"fields":{}}', JSON.stringify({ ...a, fields: { Email: 1 } }), JSON.stringify(a)].join('\n');
  expect(parseJournal(text)).toEqual({ leads: [a], torn: 4 });
});

it('never reads back a whole record whose fsync failed and whose cut back failed too; a later process may (a duplicate, never a loss)', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const file = journalFile();
  const disk = fakeDisk();
  const journal = fileJournal(file, disk.files);
  await journal.append(lead('a@example.com'));
  disk.failSync = true;
  disk.failTruncate = true;
  await expect(journal.append(lead('b@example.com'))).rejects.toMatchObject({ code: 'EIO' });
  expect(error).toHaveBeenCalledWith(expect.stringContaining('could not be cut back from the lead journal'), expect.objectContaining({ code: 'EIO' }));
  disk.failSync = false;
  disk.failTruncate = false;
  await journal.append(lead('c@example.com'));
  expect(emails(await journal.read())).toEqual(['a@example.com', 'c@example.com']);
  expect(emails(await fileJournal(file).read())).toEqual(['a@example.com', 'b@example.com', 'c@example.com']);
});

it('cuts back an append whose fsync failed, and refuses a write that writes nothing rather than waiting on it', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const file = journalFile();
  const disk = fakeDisk();
  const journal = fileJournal(file, disk.files);
  await journal.append(lead('a@example.com'));
  const size = fs.statSync(file).size;
  disk.failSync = true;
  await expect(journal.append(lead('b@example.com'))).rejects.toMatchObject({ code: 'EIO' });
  disk.failSync = false;
  disk.writeNothing = true;
  await expect(journal.append(lead('c@example.com'))).rejects.toThrow(/no byte of the record could be written/);
  expect(fs.statSync(file).size).toBe(size);
  disk.writeNothing = false;
  expect(emails(await journal.read())).toEqual(['a@example.com']);
});

it('reads an empty journal before the first lead, and says why when the file cannot be read', async () => {
  const file = journalFile();
  expect(await fileJournal(file).read()).toEqual([]);
  fs.mkdirSync(file);
  await expect(fileJournal(file).read()).rejects.toMatchObject({ code: 'EISDIR' });
});

it('keeps leads in memory for a backend without a data directory, as copies', async () => {
  const journal = memoryJournal();
  const a = lead('a@example.com');
  await journal.append(a);
  a.fields.Email = 'changed@example.com';
  const read = await journal.read();
  expect(emails(read)).toEqual(['a@example.com']);
  read[0]!.fields.Email = 'changed@example.com';
  expect(emails(await journal.read())).toEqual(['a@example.com']);
  expect(journal.file).toBeUndefined();
});

it('refuses records whose id is not a whole uuid or whose fields are not all text', () => {
  const a = lead('a@example.com');
  const text = [JSON.stringify({ ...a, id: `x${a.id}` }), JSON.stringify({ ...a, id: `${a.id}x` }), JSON.stringify({ ...a, fields: { Email: 'a@example.com', Rooms: 3 } }), JSON.stringify({ ...a, receivedAt: 5 }), JSON.stringify({ ...a, fields: null }), JSON.stringify({ ...a, source: 5 })].join('\n');
  expect(parseJournal(text)).toEqual({ leads: [], torn: 6 });
});
