/**
 * An error's message with its causes, as one line: `fetch failed` alone names no reason, its cause does
 * (`connect ECONNREFUSED 127.0.0.1:8080`, `other side closed`).
 */
export function errorMessage(error: unknown): string {
  const parts: string[] = [];
  for (let current: unknown = error, depth = 0; current !== undefined && depth < 5; depth += 1) {
    const text = current instanceof Error ? current.message : String(current);
    if (!parts.includes(text)) parts.push(text);
    current = current instanceof Error ? current.cause : undefined;
  }
  return parts.join(': ');
}
