/**
 * Runs a rendered write (render/mutate-sql.ts) on the caller's transaction: each statement in
 * order (still all or nothing), their counts added up and their bodies joined.
 */
import type pg from 'pg';
import type { MediaType } from '../plan/media-type.ts';
import type { MutateStatements } from '../render/mutate-sql.ts';

export interface MutationResult {
  rows: number;
  /** The body text, only when the representation was asked for. */
  body?: string;
  /** For a merge-duplicates upsert: how many rows were new (the rest were updated). */
  inserted?: number;
}

/** The body of no rows in this media type. */
function emptyBody(media: MediaType): string {
  return media.kind === 'csv' ? '\n' : '[]';
}

/** Two batches' bodies as one. */
function joinBodies(a: string, b: string, media: MediaType): string {
  if (media.kind === 'csv') return a === '\n' ? b : `${a}\n${b.slice(b.indexOf('\n') + 1)}`;
  return a === '[]' ? b : b === '[]' ? a : `${a.slice(0, -1)}, ${b.slice(1)}`;
}

export async function runMutate(client: pg.PoolClient, rendered: MutateStatements, representation: boolean, media: MediaType): Promise<MutationResult> {
  const result: MutationResult = { rows: 0, body: representation ? emptyBody(media) : undefined };
  let updated = 0;
  for (const statement of rendered.statements) {
    if (!rendered.aggregated) {
      const r = await client.query(statement.text, statement.values);
      result.rows += r.rowCount ?? 0;
      continue;
    }
    const { rows } = await client.query<{ rows: string; body?: string; updated?: number | null }>(statement.text, statement.values);
    const r = rows[0]!;
    result.rows += Number(r.rows);
    if (result.body !== undefined && r.body !== undefined) result.body = joinBodies(result.body, r.body, media);
    // The counter runs over the whole transaction: its last reading covers every batch.
    if (rendered.countUpdates) updated = r.updated ?? 0;
  }
  if (rendered.countUpdates) result.inserted = result.rows - updated;
  return result;
}
