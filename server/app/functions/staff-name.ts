/**
 * `staff-name`: an administrator sets (or clears, with '') a staff member's name. Body
 * `{ id, name }`; answers `{ id, name }`. The caller must be a live admin (as for
 * staff-invite); the change is `auth.admin.updateUserById(id, { user_metadata })` with the
 * service key, so on hosted Supabase an Edge Function of the same name does the same.
 */
import type { IncomingMessage } from 'node:http';
import type { ServerContext } from '../../context.ts';
import { FunctionError } from '../../platform/functions/function-error.ts';
import { authAdmin, callingAdmin, readJsonBody } from './calling-admin.ts';
import { memberName, nameMetadata } from './member-name.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function staffName(ctx: ServerContext, req: IncomingMessage): Promise<unknown> {
  if (!(await callingAdmin(ctx, req))) throw new FunctionError(403, 'forbidden', 'Bu işlem için yönetici yetkisi gerekli');
  const body = await readJsonBody(req);
  const id = typeof body.id === 'string' ? body.id : '';
  if (!UUID.test(id)) throw new FunctionError(400, 'validation_failed', 'Geçerli bir kullanıcı kimliği gerekli');
  const name = memberName(body.name);
  const updated = await authAdmin(ctx).updateUserById(id, { user_metadata: nameMetadata(name) });
  if (updated.error) {
    if (updated.error.code === 'user_not_found') throw new FunctionError(404, 'user_not_found', 'Kullanıcı bulunamadı');
    throw new FunctionError(updated.error.status ?? 500, updated.error.code ?? 'update_failed', updated.error.message);
  }
  return { id, name: name || null };
}
