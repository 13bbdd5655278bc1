/**
 * What the platform tells whoever runs on it, without knowing who that is: the app's page
 * cache subscribes to committed REST writes (server/start.ts), so the REST handler knows no
 * cache. The database's own `content_changed` notification covers every other writer; this
 * hook only saves the wait for it, so the next request already sees a write it follows.
 */

/** A write through /rest/v1 whose transaction committed (not rolled back, status below 300). */
export interface RestWriteCommitted {
  /** The exposed schema the request addressed (Content-Profile). */
  schema: string;
  /** The table, view or function name from the path. */
  target: string;
}

export interface PlatformEvents {
  /** Calls `listener` after each committed REST write; returns the unsubscribe. */
  onRestWriteCommitted(listener: (write: RestWriteCommitted) => void): () => void;
  restWriteCommitted(write: RestWriteCommitted): void;
}

export function createPlatformEvents(log: (m: string) => void): PlatformEvents {
  const listeners = new Set<(write: RestWriteCommitted) => void>();
  return {
    onRestWriteCommitted(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    restWriteCommitted(write) {
      for (const listener of listeners) {
        // A listener's failure is its own: the write is committed and answered regardless.
        try {
          listener(write);
        } catch (err) {
          log(`A listener of committed REST writes failed: ${err instanceof Error ? err.message : String(err)}`);
        }
      }
    },
  };
}
