/**
 * The messages between the backend's thread and the database worker (databaseWorker.ts). A session is one
 * transaction: `begin`, its statements, then `end`; statements without a session run on their own.
 */
export type WorkerRequest =
  | { id: number; kind: 'query'; sql: string; params?: unknown[]; session?: number }
  | { id: number; kind: 'exec'; sql: string; session?: number }
  | { id: number; kind: 'begin'; session: number }
  | { id: number; kind: 'rollback'; session: number }
  | { id: number; kind: 'end'; session: number; commit: boolean }
  | { id: number; kind: 'close' };

/** A Postgres error's fields, as they cross the thread boundary. */
export interface SerializedError {
  message: string;
  code?: string;
  detail?: string;
  hint?: string;
  position?: string;
  schema?: string;
  table?: string;
  column?: string;
  constraint?: string;
}

export type WorkerReply =
  | { kind: 'ready' }
  | { kind: 'failed'; error: SerializedError }
  | { kind: 'reply'; id: number; ok: true; value: unknown }
  | { kind: 'reply'; id: number; ok: false; error: SerializedError };

export interface WorkerOptions {
  dataDir: string;
  seed: boolean;
}

const errorFields = ['code', 'detail', 'hint', 'position', 'schema', 'table', 'column', 'constraint'] as const;

export function serializeError(error: unknown): SerializedError {
  const source = (error ?? {}) as Record<string, unknown>;
  const out: SerializedError = { message: error instanceof Error ? error.message : String(error) };
  for (const field of errorFields) if (typeof source[field] === 'string') out[field] = source[field] as string;
  return out;
}
