/**
 * Ends the current task and resumes in a new one, so the browser can paint and handle input in between
 * (every task past 50 ms is blocking time). `scheduler.yield` resumes ahead of other queued tasks where the
 * browser has it.
 *
 * A module of its own without imports: the shell's entry bundles it by path (shell/src/index.ts), before the
 * federated `shared` package can be used, as well as through `shared/loading`.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
