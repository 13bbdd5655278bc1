/** RJSF's (ajv's) validation errors in Turkish, next to each field. */
import type { RJSFValidationError } from '@rjsf/utils';

export function turkishMessage(e: Pick<RJSFValidationError, 'name' | 'params'>): string {
  const p = (e.params ?? {}) as Record<string, unknown>;
  switch (e.name) {
    case 'required':
      return 'Bu alan zorunludur';
    case 'minLength':
      return Number(p.limit) <= 1 ? 'Bu alan zorunludur' : `En az ${String(p.limit)} karakter olmalı`;
    case 'maxLength':
      return `En fazla ${String(p.limit)} karakter olabilir`;
    case 'pattern':
      // Site paths (redirects) start with '/'; the other patterns are slugs.
      if (String(p.pattern).startsWith('^/')) return '"/" ile başlayan bir site içi adres girin (ör. /blog/yazi)';
      return 'Yalnızca küçük harf, rakam ve tire (-) kullanın';
    case 'format':
      if (p.format === 'email') return 'Geçerli bir e-posta adresi girin';
      if (String(p.format).startsWith('uri')) return 'Geçerli bir bağlantı (URL) girin';
      if (p.format === 'date-time') return 'Geçerli bir tarih girin';
      return 'Geçersiz biçim';
    case 'minimum':
      return `En az ${String(p.limit)} olmalı`;
    case 'maximum':
      return `En fazla ${String(p.limit)} olabilir`;
    case 'type':
      return 'Geçersiz değer';
    case 'enum':
    case 'const':
    case 'oneOf':
    case 'anyOf':
      return 'Listeden bir değer seçin';
    case 'additionalProperties':
      return `Bilinmeyen alan: ${String(p.additionalProperty)}`;
    default:
      return 'Geçersiz değer';
  }
}

export function transformErrors(errors: RJSFValidationError[]): RJSFValidationError[] {
  // One message per field and kind: oneOf produces a "const" error per option.
  // A failed `if`/`then` (typed block contents) only repeats the errors of its fields.
  const seen = new Set<string>();
  return errors
    .filter((e) => e.name !== 'if')
    .map((e) => ({ ...e, message: turkishMessage(e), stack: `${e.property ?? ''} ${turkishMessage(e)}` }))
    .filter((e) => {
      const key = `${e.property}|${e.message}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
