/**
 * One run at a time: a call while a run is under way queues one more run after it, and every call made
 * meanwhile shares that one (a burst of content syncs, or of edits, renders once more, with the newest state; the
 * field sink's writes take every row waiting when they start).
 */
export function serialRuns<T>(task: () => Promise<T>): () => Promise<T> {
  let current: Promise<T> | undefined;
  let next: Promise<T> | undefined;
  const run = (): Promise<T> => {
    if (!current) {
      current = task().finally(() => (current = undefined));
      return current;
    }
    // After the current run, whether it succeeded or not.
    next ??= current.catch(() => undefined).then(() => {
      next = undefined;
      return run();
    });
    return next;
  };
  return run;
}
