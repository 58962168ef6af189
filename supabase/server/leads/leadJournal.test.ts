/** The lead journal's framing: a torn record costs only itself, a failed append leaves nothing, old journals read. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import { fakeDisk } from './fakeDisk';
import { fileJournal, parseJournal, type JournalLead } from './leadJournal';

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
