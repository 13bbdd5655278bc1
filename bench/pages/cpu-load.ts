/**
 * BENCH_LOAD=n: n child processes that burn a core each for as long as the bench runs, so the
 * figures of a busy machine (issue 46: /about fell to 87-96 under load) are seen before shipping.
 */
import { spawn, type ChildProcess } from 'node:child_process';

const BURN = 'for(;;){Math.sqrt(Math.random())}';

/** Starts `count` burners; the returned function ends exactly those (by their process ids). */
export function startCpuLoad(count: number): () => void {
  const children: ChildProcess[] = [];
  for (let i = 0; i < count; i++) children.push(spawn(process.execPath, ['-e', BURN], { stdio: 'ignore' }));
  const stop = () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  };
  process.once('exit', stop);
  return stop;
}
