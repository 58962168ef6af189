/**
 * The lead sink's write-ahead log: every lead is appended here and fsync'd before the database is asked to
 * store it and before the visitor is told it arrived, and replayed into `leads` when the database could not take
 * it (or may have lost it). Append-only; replaying is idempotent because each lead carries its id
 * (`leads.lead_id` is unique). Without a file (a backend without a data directory), the journal lives in memory.
 *
 * Framing, durability and the withdrawal of a failed append: `infra/appendOnlyFile.ts`. A lead answered "send it
 * again" is not replayed as well; when the disk fails the cut back too, this process still never replays it,
 * but a later process may: the visitor's resend then makes a duplicate, never a loss. Journals of the earlier framing (`{…}\n`) read the same; a line where a
 * torn record runs into the next one (what that framing left after a failed append) gives back the record that
 * follows.
 */
import { appendRecord, diskFiles, framedRecord, jsonObject, readRecords, RecordLeftBehind, type AppendFiles } from 'infra/appendOnlyFile';

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
  const lead = jsonObject(text) as Partial<JournalLead> | undefined;
  if (!lead) return undefined;
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
  const { records: leads, torn } = readRecords(text, leadOf);
  for (const line of torn) {
    for (let at = line.indexOf(recordStart, 1); at > 0; at = line.indexOf(recordStart, at + 1)) {
      const after = leadOf(line.slice(at));
      if (after) {
        leads.push(after);
        break;
      }
    }
  }
  return { leads, torn: torn.length };
}

export function fileJournal(file: string, files: AppendFiles = diskFiles): LeadJournal {
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
      return serial(() =>
        appendRecord(file, framedRecord(lead), { files }).catch((error: unknown) => {
          if (error instanceof RecordLeftBehind) {
            withdrawn.add(lead.id);
            console.error(`[backend] lead ${lead.id} could not be cut back from the lead journal ${file} after a failed append:`, error.cutError);
            throw error.appendError;
          }
          throw error;
        }),
      );
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
