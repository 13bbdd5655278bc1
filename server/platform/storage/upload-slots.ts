/**
 * A bound on uploads that are reading their bodies at the same time. Each one holds a stream
 * buffer and the first bytes of its file; beyond the bound, uploads wait their turn with their
 * bodies unread (in the socket, not in memory).
 */
export interface UploadSlots {
  run<T>(work: () => Promise<T>): Promise<T>;
}

export function createUploadSlots(size: number): UploadSlots {
  let busy = 0;
  const waiting: (() => void)[] = [];
  return {
    async run(work) {
      if (busy >= size) await new Promise<void>((resolve) => waiting.push(resolve));
      else busy++;
      try {
        return await work();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else busy--;
      }
    },
  };
}
