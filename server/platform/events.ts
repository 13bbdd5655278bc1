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
  /** A table or view (`/rest/v1/<name>`), or a function (`/rest/v1/rpc/<name>`). */
  kind: 'table' | 'function';
  /** The table, view or function name from the path. */
  target: string;
}

/** A listener may answer a promise: the write's response waits for it (a function's effects are found out so). */
export type RestWriteListener = (write: RestWriteCommitted) => void | Promise<void>;

export interface PlatformEvents {
  /** Calls `listener` after each committed REST write; returns the unsubscribe. */
  onRestWriteCommitted(listener: RestWriteListener): () => void;
  /** Settles when every listener has (a failing one is logged, never thrown). */
  restWriteCommitted(write: RestWriteCommitted): Promise<void>;
}

export function createPlatformEvents(log: (m: string) => void): PlatformEvents {
  const listeners = new Set<RestWriteListener>();
  // A listener's failure is its own: the write is committed and answered regardless.
  const failed = (err: unknown) => log(`A listener of committed REST writes failed: ${err instanceof Error ? err.message : String(err)}`);
  return {
    onRestWriteCommitted(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async restWriteCommitted(write) {
      const waits: Promise<void>[] = [];
      for (const listener of listeners) {
        try {
          const answer = listener(write);
          if (answer) waits.push(answer.catch(failed));
        } catch (err) {
          failed(err);
        }
      }
      await Promise.all(waits);
    },
  };
}
