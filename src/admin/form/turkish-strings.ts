/**
 * RJSF's own interface texts (array buttons, empty lists, optional objects, fallbacks) in
 * Turkish, for the Form's `translateString`. Texts not listed keep RJSF's wording with their
 * parameters filled in; the list covers everything our templates and widgets can show.
 */
import { TranslatableString, replaceStringParameters } from '@rjsf/utils';

const TURKISH: Partial<Record<TranslatableString, string>> = {
  [TranslatableString.ArrayItemTitle]: 'Öğe',
  [TranslatableString.MissingItems]: 'Liste öğelerinin tanımı eksik',
  [TranslatableString.EmptyArray]: 'Henüz öğe yok. Aşağıdaki düğmeyle ekleyebilirsiniz.',
  [TranslatableString.YesLabel]: 'Evet',
  [TranslatableString.NoLabel]: 'Hayır',
  [TranslatableString.CloseLabel]: 'Kapat',
  [TranslatableString.ErrorsLabel]: 'Hatalar',
  [TranslatableString.NewStringDefault]: 'Yeni değer',
  [TranslatableString.AddButton]: 'Ekle',
  [TranslatableString.AddItemButton]: 'Öğe ekle',
  [TranslatableString.CopyButton]: 'Kopyala',
  [TranslatableString.ExpandButton]: 'Genişlet',
  [TranslatableString.MoveDownButton]: 'Aşağı taşı',
  [TranslatableString.MoveUpButton]: 'Yukarı taşı',
  [TranslatableString.RemoveButton]: 'Kaldır',
  [TranslatableString.NowLabel]: 'Şimdi',
  [TranslatableString.ClearLabel]: 'Temizle',
  [TranslatableString.AriaDateLabel]: 'Tarih seçin',
  [TranslatableString.PreviewLabel]: 'Önizleme',
  [TranslatableString.DecrementAriaLabel]: 'Değeri 1 azalt',
  [TranslatableString.IncrementAriaLabel]: 'Değeri 1 artır',
  [TranslatableString.OptionalObjectAdd]: 'Bu alan için bilgi ekle',
  [TranslatableString.OptionalObjectRemove]: 'Bu alanın bilgisini kaldır',
  [TranslatableString.OptionalObjectEmptyMsg]: 'Bu alan için bilgi yok',
  [TranslatableString.Type]: 'Tür',
  [TranslatableString.Value]: 'Değer',
  [TranslatableString.ClearButton]: 'Alanı temizle',
  [TranslatableString.UnknownFieldType]: 'Bilinmeyen alan türü %1',
  [TranslatableString.OptionPrefix]: 'Seçenek %1',
  [TranslatableString.TitleOptionPrefix]: '%1 seçeneği %2',
  [TranslatableString.KeyLabel]: '%1 anahtarı',
  [TranslatableString.UnsupportedField]: 'Desteklenmeyen alan.',
};

export function translateString(key: TranslatableString, params?: string[]): string {
  return replaceStringParameters(TURKISH[key] ?? key, params);
}
