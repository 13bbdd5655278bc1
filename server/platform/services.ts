/** The platform's Supabase-compatible services, each at Supabase's path and in its error shape. */
import type { PlatformContext } from './context.ts';
import type { ServiceMount } from './http/front-door.ts';
import { createRestHandler } from './rest/handler.ts';
import { createAuthHandler } from './auth/handler.ts';
import { createStorageHandler } from './storage/handler.ts';
import { createFunctionsHandler, type EdgeFunction } from './functions/handler.ts';
import type { DenoFunctions } from './functions/deno-functions.ts';

/** `functions`: the app's in-process functions; `deno`: the files under supabase/functions. */
export function platformServices<C extends PlatformContext>(ctx: C, functions: Readonly<Record<string, EdgeFunction<C>>>, deno?: DenoFunctions): ServiceMount[] {
  return [
    { prefix: '/rest/v1', handler: createRestHandler(ctx), errorShape: 'postgrest' },
    { prefix: '/auth/v1', handler: createAuthHandler(ctx), errorShape: 'auth' },
    { prefix: '/storage/v1', handler: createStorageHandler(ctx), errorShape: 'storage' },
    { prefix: '/functions/v1', handler: createFunctionsHandler(ctx, functions, deno), errorShape: 'functions' },
  ];
}
