/** Bytes as KB (1,024 bytes), to 0.1 KB: how the benchmark gives every size. */
export const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
