/**
 * The lead sink's write-ahead log: every lead is appended here and fsync'd before the database is asked to
 * store it and before the visitor is told it arrived, and replayed into `leads` when the database could not take
 * it (or may have lost it). Append-only; replaying is idempotent because each lead carries its id
 * (`leads.lead_id` is unique). Without a file (a backend without a data directory), the journal lives in memory.
 *
 * Framing: each record is one JSON line written with a newline before and after it (`\n{…}\n`), so a record
 * torn by a crash or a full disk costs only itself: the next record starts on a line of its own. An append that
 * fails is withdrawn: the file is cut back to its size before the append, so a lead answered "send it again"
 * is never replayed as well. Journals of the earlier framing (`{…}\n`) read the same; a line where a torn record
 * runs into the next one (what that framing left after a failed append) gives back the record that follows.
 */
import fsPromises from 'node:fs/promises';
import path from 'node:path';

export interface JournalLead {
  id: string;
  receivedAt: string;
  source: string | null;
  userAgent: string | null;
  fields: Record<string, string>;
}

export interface LeadJournal {
  /** Resolves once the lead is on disk (fsync'd); rejects with nothing of it left in the journal. */
  append(lead: JournalLead): Promise<void>;
  /** Every lead ever appended, oldest first (torn records are skipped). */
  read(): Promise<JournalLead[]>;
  readonly file?: string;
}

/** An open journal file, appended to at its end. */
export interface JournalFileHandle {
  size(): Promise<number>;
  /** Writes at the end of the file; resolves to the bytes written (possibly fewer than given). */
  write(data: Uint8Array): Promise<number>;
  sync(): Promise<void>;
  truncate(size: number): Promise<void>;
  close(): Promise<void>;
}

/** The file operations the journal makes: the disk's (`nodeJournalFiles`), or a test's (a full disk, an order). */
export interface JournalFiles {
  /** Opens `file` for appending, created with mode 0600 when missing. */
  openAppend(file: string): Promise<JournalFileHandle>;
  /** The file's bytes; rejects with code ENOENT when there is none. */
  readFile(file: string): Promise<Uint8Array>;
  /** Makes a file created in `dir` durable (its directory entry). */
  syncDirectory(dir: string): Promise<void>;
}

export const nodeJournalFiles: JournalFiles = {
  async openAppend(file) {
    const handle = await fsPromises.open(file, 'a', 0o600);
    return {
      size: async () => (await handle.stat()).size,
      write: async (data) => (await handle.write(data, 0, data.length)).bytesWritten,
      sync: () => handle.sync(),
      truncate: (size) => handle.truncate(size),
      close: () => handle.close(),
    };
  },
  readFile: (file) => fsPromises.readFile(file),
  async syncDirectory(dir) {
    const handle = await fsPromises.open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  },
};

export function memoryJournal(): LeadJournal {
  const leads: JournalLead[] = [];
  return {
    async append(lead) {
      leads.push(structuredClone(lead));
    },
    async read() {
      return structuredClone(leads);
    },
  };
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The lead a record holds, or undefined when it is not a whole lead record. */
function leadOf(text: string): JournalLead | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const lead = value as Partial<JournalLead>;
  const optionalText = (v: unknown) => v === null || typeof v === 'string';
  const fields = lead.fields as unknown;
  const valid =
    typeof lead.id === 'string' &&
    uuid.test(lead.id) &&
    typeof lead.receivedAt === 'string' &&
    optionalText(lead.source) &&
    optionalText(lead.userAgent) &&
    typeof fields === 'object' &&
    fields !== null &&
    !Array.isArray(fields) &&
    Object.values(fields).every((v) => typeof v === 'string');
  return valid ? (lead as JournalLead) : undefined;
}

/** Where a record begins: `JSON.stringify` writes the id first, and escapes every quote inside values. */
const recordStart = '{"id":"';

/**
 * The leads of a journal's text, and how many torn records it skipped. A line that is not one record may be a
 * torn record followed by a whole one (the earlier framing): the whole one is read from where it starts.
 */
export function parseJournal(text: string): { leads: JournalLead[]; torn: number } {
  const leads: JournalLead[] = [];
  let torn = 0;
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    const lead = leadOf(line);
    if (lead) {
      leads.push(lead);
      continue;
    }
    torn += 1;
    for (let at = line.indexOf(recordStart, 1); at > 0; at = line.indexOf(recordStart, at + 1)) {
      const after = leadOf(line.slice(at));
      if (after) {
        leads.push(after);
        break;
      }
    }
  }
  return { leads, torn };
}

export function fileJournal(file: string, files: JournalFiles = nodeJournalFiles): LeadJournal {
  let queue: Promise<unknown> = Promise.resolve();
  // One operation at a time: records never interleave, and a withdrawn append cuts back only itself.
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };
  /** Leads whose failed append could not be cut back from the file: never read back by this process. */
  const withdrawn = new Set<string>();
  return {
    file,
    append(lead) {
      return serial(async () => {
        const record = Buffer.from(`\n${JSON.stringify(lead)}\n`, 'utf8');
        const handle = await files.openAppend(file);
        try {
          const before = await handle.size();
          try {
            for (let at = 0; at < record.length; ) {
              const written = await handle.write(record.subarray(at));
              if (written <= 0) throw Object.assign(new Error(`no byte of the lead could be written to ${file}`), { code: 'EIO' });
              at += written;
            }
            await handle.sync();
            if (before === 0) await files.syncDirectory(path.dirname(file));
          } catch (error) {
            await handle
              .truncate(before)
              .then(() => handle.sync())
              .catch((cut: unknown) => {
                withdrawn.add(lead.id);
                console.error(`[backend] lead ${lead.id} could not be cut back from the lead journal ${file} after a failed append:`, cut);
              });
            throw error;
          }
        } finally {
          await handle.close().catch(() => undefined);
        }
      });
    },
    read() {
      return serial(async () => {
        const bytes = await files.readFile(file).catch((error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return new Uint8Array();
          throw error;
        });
        const { leads, torn } = parseJournal(Buffer.from(bytes).toString('utf8'));
        if (torn > 0) console.warn(`[backend] skipped ${torn} torn record(s) of the lead journal ${file}`);
        return withdrawn.size ? leads.filter((lead) => !withdrawn.has(lead.id)) : leads;
      });
    },
  };
}
