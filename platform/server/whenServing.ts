/** Resolves once every URL answers 200 (dev servers answer once their first compilation is done). */
export async function whenServing(urls: string[], { intervalMs = 500, timeoutMs = 300_000 } = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const answers = async (url: string) => {
    for (;;) {
      const ok = await fetch(url).then((response) => response.ok, () => false);
      if (ok) return;
      if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s.`);
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  };
  await Promise.all(urls.map(answers));
}
