/**
 * `staff-name`: an administrator sets (or clears, with '') a staff member's name. Body
 * `{ id, name }`; answers `{ id, name }`, or `{ code, message }` with the status. The caller
 * must be a live admin (_shared/calling-admin.ts); the change is
 * `auth.admin.updateUserById(id, { user_metadata })` with the service key. The same file runs
 * on hosted Supabase and, through Deno, on the embedded server.
 */
import { answerPost, FunctionError, readJsonBody } from '../_shared/function-answer.ts';
import { authAdmin, callingAdmin } from '../_shared/calling-admin.ts';
import { memberName, nameMetadata } from '../_shared/member-name.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function staffName(req: Request): Promise<unknown> {
  if (!(await callingAdmin(req))) throw new FunctionError(403, 'forbidden', 'Bu işlem için yönetici yetkisi gerekli');
  const body = await readJsonBody(req);
  const id = typeof body.id === 'string' ? body.id : '';
  if (!UUID.test(id)) throw new FunctionError(400, 'validation_failed', 'Geçerli bir kullanıcı kimliği gerekli');
  const name = memberName(body.name);
  const updated = await authAdmin().updateUserById(id, { user_metadata: nameMetadata(name) });
  if (updated.error) {
    if (updated.error.code === 'user_not_found') throw new FunctionError(404, 'user_not_found', 'Kullanıcı bulunamadı');
    throw new FunctionError(updated.error.status ?? 500, updated.error.code ?? 'update_failed', updated.error.message);
  }
  return { id, name: name || null };
}

Deno.serve((req) => answerPost(req, staffName));
