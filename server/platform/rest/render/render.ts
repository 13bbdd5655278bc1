/**
 * The render stage (PostgREST's `Query`): a plan to SQL text and parameters, looking nothing
 * up (every name is in the plan). Reads and calls inline their values so their statements can
 * travel in one message; writes bind them as parameters.
 */
import type { FunctionCallPlan, MutationPlan, Plan, ReadPlan } from '../plan/plan.ts';
import { renderCall, type CallStatements } from './call-statements.ts';
import { renderMutate, type MutateStatements } from './mutate-sql.ts';
import { readStatements, type ReadStatements } from './read-statements.ts';

export type Rendered =
  | { kind: 'read'; plan: ReadPlan; sql: ReadStatements }
  | { kind: 'mutate'; plan: MutationPlan; sql: MutateStatements }
  | { kind: 'call'; plan: FunctionCallPlan; sql: CallStatements };

export function renderRead(plan: ReadPlan): ReadStatements {
  return readStatements(plan.profile.schema, plan.read, plan.options);
}

export function renderPlan(plan: Plan): Rendered {
  switch (plan.kind) {
    case 'read':
      return { kind: 'read', plan, sql: renderRead(plan) };
    case 'mutate':
      return { kind: 'mutate', plan, sql: renderMutate(plan) };
    case 'call':
      return { kind: 'call', plan, sql: renderCall(plan) };
  }
}
