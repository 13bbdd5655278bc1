/**
 * glibc's malloc settings for the embedded PostgreSQL's backends. By default glibc hands memory
 * back to the system (brk) as soon as more than 128 KB is free at the top of the heap. A backend
 * whose query needs a little more than that (a sort under row-level security, JSON built for the
 * answer) then shrinks its heap when the executor's memory is freed and grows it again on the
 * next request: page faults on the way up and, on the way down, a TLB flush on every CPU. On the
 * blog list read as anon that was two thirds of PostgreSQL's CPU per request (313 µs against 87 µs
 * with these settings, same run). Up to 2 MB free stays with a backend; blocks of 1 MB and more
 * still come from and go back to the system at once. Settings the operator gave (the same
 * variables or GLIBC_TUNABLES) win; other C libraries ignore them.
 */
const TRIM_THRESHOLD = String(2 * 1024 * 1024);
const MMAP_THRESHOLD = String(1024 * 1024);

export function withBackendMalloc(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  if (env.GLIBC_TUNABLES?.includes('glibc.malloc.')) return env;
  return {
    ...env,
    MALLOC_TRIM_THRESHOLD_: env.MALLOC_TRIM_THRESHOLD_ ?? TRIM_THRESHOLD,
    MALLOC_MMAP_THRESHOLD_: env.MALLOC_MMAP_THRESHOLD_ ?? MMAP_THRESHOLD,
  };
}
