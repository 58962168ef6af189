/**
 * The lead sink's write-ahead log: every lead is appended here (one JSON line, fsync'd) before the database is
 * asked to store it and before the visitor is told it arrived, and replayed into `leads` when the database
 * could not take it (or may have lost it). Append-only; replaying is idempotent because each lead carries its
 * id (`leads.lead_id` is unique). Without a file (a backend without a data directory),
 * the journal lives in memory.
 */
import fs from 'node:fs/promises';

export interface JournalLead {
  id: string;
  receivedAt: string;
  source: string | null;
  userAgent: string | null;
  fields: Record<string, string>;
}

export interface LeadJournal {
  append(lead: JournalLead): Promise<void>;
  /** Every lead ever appended, oldest first (a torn last line, from a crash mid-write, is skipped). */
  read(): Promise<JournalLead[]>;
  readonly file?: string;
}

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

export function fileJournal(file: string): LeadJournal {
  let queue: Promise<unknown> = Promise.resolve();
  // Appends one at a time, so lines never interleave.
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };
  return {
    file,
    append(lead) {
      return serial(async () => {
        const handle = await fs.open(file, 'a', 0o600);
        try {
          await handle.appendFile(`${JSON.stringify(lead)}\n`, 'utf8');
          await handle.sync();
        } finally {
          await handle.close();
        }
      });
    },
    read() {
      return serial(async () => {
        const text = await fs.readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return '';
          throw error;
        });
        const leads: JournalLead[] = [];
        for (const line of text.split('\n')) {
          if (!line.trim()) continue;
          try {
            leads.push(JSON.parse(line) as JournalLead);
          } catch {
            console.warn(`[backend] skipped an unreadable line of the lead journal ${file}`);
          }
        }
        return leads;
      });
    },
  };
}
