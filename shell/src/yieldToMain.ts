/**
 * Ends the current task and resumes in a new one, so the browser can paint and handle input in between.
 * Start-up work split this way runs as several short tasks instead of one long one (each task past 50 ms
 * blocks the main thread, Lighthouse's TBT). `scheduler.yield` resumes ahead of other queued tasks where
 * the browser has it.
 */
type Scheduler = { yield?: () => Promise<void> };

export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
