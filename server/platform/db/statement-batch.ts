/**
 * Several statements in one round trip over PostgreSQL's extended protocol, each prepared once
 * per connection under a name and from then on only bound and executed: PostgreSQL skips
 * parsing and planning (about half of what a short read costs it), and the whole batch is one
 * write and one wait, ended by a single Sync. After an error PostgreSQL skips the rest of the
 * batch, so statements run in order and stop at the first error, as in a multi-statement
 * simple query.
 *
 * Prepared statements live in the connection's session. Each connection remembers which
 * names it holds (the least recently used are closed beyond a bound); a statement whose Parse
 * may have failed is closed at the start of the connection's next batch (closing a name that
 * does not exist is no error), so a name always means one text on one connection.
 */
import pg from 'pg';

export interface Statement {
  text: string;
  /** Values for $1, $2, … (text format). */
  values?: readonly (string | null)[];
  /**
   * Prepared separately per scope (e.g. per role), so that each keeps its own plan: a plan
   * made under row-level security is only good for the role it was made for.
   */
  scope?: string;
  /** Whether the rows are wanted (they are then returned as objects keyed by column name). */
  rows?: boolean;
}

export interface StatementResult {
  rows: Record<string, unknown>[];
}

/** Statement text → a number for its name; numbers are never reused, so names never clash. */
const textIds = new Map<string, number>();
let nextId = 0;
const MAX_TEXTS = 10_000;

function nameOf(statement: Statement): string {
  let id = textIds.get(statement.text);
  if (id === undefined) {
    if (textIds.size >= MAX_TEXTS) textIds.clear();
    textIds.set(statement.text, (id = nextId++));
  }
  return statement.scope ? `pgrst_${id}_${statement.scope}` : `pgrst_${id}`;
}

/** How many prepared statements one connection keeps. */
const MAX_PREPARED = 256;

interface Session {
  /** Names prepared on this connection, least recently used first. */
  prepared: Map<string, true>;
  /** Names to close before anything else in the next batch. */
  toClose: string[];
}

const sessions = new WeakMap<pg.Connection, Session>();

function sessionOf(connection: pg.Connection): Session {
  let session = sessions.get(connection);
  if (!session) sessions.set(connection, (session = { prepared: new Map(), toClose: [] }));
  return session;
}

interface Step {
  name: string;
  text: string;
  values: readonly (string | null)[];
  rows: boolean;
  /** Parsed in this batch (the connection did not hold it yet). */
  parse: boolean;
}

interface Field {
  name: string;
  dataTypeID: number;
}

/** The batch as pg's client runs it: it writes the messages and receives the replies. */
class Batch implements pg.Submittable {
  readonly done: Promise<StatementResult[]>;
  private resolve!: (results: StatementResult[]) => void;
  private reject!: (err: Error) => void;
  private readonly fields: (Field[] | undefined)[] = [];
  private readonly rows: (string | null)[][][];
  /** The step whose replies come next: each ends with CommandComplete (or EmptyQuery). */
  private current = 0;
  private settled = false;
  private session: Session | undefined;

  constructor(private readonly steps: Step[]) {
    this.rows = steps.map(() => []);
    this.done = new Promise((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
  }

  submit(connection: pg.Connection): void {
    const session = (this.session = sessionOf(connection));
    const { prepared } = session;
    const out = connection as unknown as WireConnection;
    out.stream.cork();
    try {
      for (const name of session.toClose.splice(0)) out.close({ type: 'S', name });
      for (const step of this.steps) {
        if (prepared.delete(step.name)) {
          prepared.set(step.name, true); // most recently used
        } else {
          step.parse = true;
          prepared.set(step.name, true);
          out.parse({ name: step.name, text: step.text, types: [] });
          if (prepared.size > MAX_PREPARED) {
            const oldest = prepared.keys().next().value!;
            prepared.delete(oldest);
            out.close({ type: 'S', name: oldest });
          }
        }
        out.bind({ statement: step.name, values: step.values as (string | null)[] });
        if (step.rows) out.describe({ type: 'P', name: '' });
        out.execute({});
      }
      out.sync();
    } finally {
      out.stream.uncork();
    }
  }

  handleRowDescription(msg: { fields: Field[] }): void {
    this.fields[this.current] = msg.fields;
  }

  handleDataRow(msg: { fields: (string | null)[] }): void {
    if (this.steps[this.current]?.rows) this.rows[this.current]!.push(msg.fields);
  }

  handleCommandComplete(): void {
    this.current++;
  }

  handleEmptyQuery(): void {
    this.current++;
  }

  handlePortalSuspended(): void {}

  handleCopyInResponse(connection: pg.Connection): void {
    (connection as unknown as WireConnection).sendCopyFail('COPY is not supported here');
  }

  handleCopyData(): void {}

  /** A server error (the rest of the batch was skipped) or a lost connection. */
  handleError(err: Error): void {
    if (this.session) {
      // Steps after the failing one were never parsed; the failing one may or may not have been.
      for (const [i, step] of this.steps.entries()) {
        if (!step.parse || i < this.current) continue;
        this.session.prepared.delete(step.name);
        if (i === this.current) this.session.toClose.push(step.name);
      }
    }
    if (this.settled) return;
    this.settled = true;
    this.reject(err);
  }

  handleReadyForQuery(): void {
    if (this.settled) return;
    this.settled = true;
    this.resolve(this.steps.map((step, i) => ({ rows: step.rows ? toObjects(this.fields[i] ?? [], this.rows[i]!) : [] })));
  }
}

/** Rows as pg gives them: objects by column name, values through pg's type parsers. */
function toObjects(fields: Field[], rows: (string | null)[][]): Record<string, unknown>[] {
  const parsers = fields.map((f) => pg.types.getTypeParser(f.dataTypeID, 'text') as (text: string) => unknown);
  return rows.map((values) => {
    const row: Record<string, unknown> = {};
    for (const [i, field] of fields.entries()) {
      const value = values[i];
      row[field.name] = value === null || value === undefined ? null : parsers[i]!(value);
    }
    return row;
  });
}

/** The messages of the extended protocol, as pg's Connection writes them. */
interface WireConnection {
  stream: { cork(): void; uncork(): void };
  parse(msg: { name: string; text: string; types: number[] }): void;
  bind(msg: { statement: string; values: (string | null)[] }): void;
  describe(msg: { type: 'P' | 'S'; name: string }): void;
  execute(msg: object): void;
  close(msg: { type: 'P' | 'S'; name: string }): void;
  sync(): void;
  sendCopyFail(message: string): void;
}

/** Runs `statements` in order in one round trip; rejects with the first error. */
export function runBatch(client: pg.ClientBase, statements: readonly Statement[]): Promise<StatementResult[]> {
  const batch = new Batch(
    statements.map((s) => ({ name: nameOf(s), text: s.text, values: s.values ?? [], rows: s.rows ?? false, parse: false })),
  );
  void client.query(batch);
  return batch.done;
}
