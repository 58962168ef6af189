/**
 * `make()` called on the first call only; every later call returns what it returned. For memos of code
 * (`import()` once per JS realm: the module system caches it anyway), never for state of a tab or a render.
 */
export function once<T>(make: () => T): () => T {
  const memo: { value?: { made: T } } = {};
  return () => (memo.value ??= { made: make() }).made;
}
