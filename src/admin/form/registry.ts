/** Our RJSF widgets and fields by the names the generated uiSchema uses, and that uiSchema made ready for RJSF. */
import type { RegistryFieldsType, RegistryWidgetsType, UiSchema } from '@rjsf/utils';
import { JsonField, SocialLinksField } from './fields.tsx';
import { CheckboxWidget, EmailWidget, HtmlWidget, NumberWidget, RatingWidget, SelectWidget, SlugWidget, TelWidget, TextareaWidget, TextWidget, UrlWidget } from './widgets/basic.tsx';
import { ImageWidget } from './widgets/image.tsx';
import { ImageListWidget, StringListWidget } from './widgets/lists.tsx';
import { MenuItemsWidget } from './widgets/menu-items.tsx';
import { ColorWidget, IconWidget } from './widgets/pickers.tsx';
import { RichTextWidget } from './widgets/RichTextWidget.tsx';
import { DateTimeWidget } from './widgets/DateTimeWidget.tsx';
import { HexColorWidget } from './widgets/hex-color.tsx';
import { MapEmbedWidget } from './widgets/map-embed.tsx';
import { LinkWidget } from './widgets/link.tsx';
import { BlocksField } from './widgets/blocks/BlocksField.tsx';
import { ContentPickerWidget } from './widgets/content-picker.tsx';
// The forms builder's field list: a widget of one entity, so it lives with it, outside the engine.
import { FormFieldsWidget } from '../forms/FormFieldsWidget.tsx';
import { FormPickerWidget } from './widgets/form-picker.tsx';
import { StaffWidget } from './widgets/staff.tsx';

export const WIDGETS: RegistryWidgetsType = {
  text: TextWidget,
  url: UrlWidget,
  email: EmailWidget,
  tel: TelWidget,
  number: NumberWidget,
  textarea: TextareaWidget,
  html: HtmlWidget,
  select: SelectWidget,
  SelectWidget,
  checkbox: CheckboxWidget,
  CheckboxWidget,
  rating: RatingWidget,
  slug: SlugWidget,
  image: ImageWidget,
  stringList: StringListWidget,
  imageList: ImageListWidget,
  menuItems: MenuItemsWidget,
  icon: IconWidget,
  color: ColorWidget,
  richText: RichTextWidget,
  dateTime: DateTimeWidget,
  hexColor: HexColorWidget,
  mapEmbed: MapEmbedWidget,
  link: LinkWidget,
  contentPicker: ContentPickerWidget,
  formFields: FormFieldsWidget,
  formPicker: FormPickerWidget,
  staff: StaffWidget,
};

export const FIELDS: RegistryFieldsType = { json: JsonField, socialLinks: SocialLinksField, blocks: BlocksField };
/** Widget names that edit whole objects: RJSF renders those as fields. */
const OBJECT_EDITORS = new Set(Object.keys(FIELDS));

export function prepareUiSchema(ui: Record<string, unknown> | undefined): UiSchema {
  const out: Record<string, unknown> = { 'ui:submitButtonOptions': { norender: true } };
  for (const [k, v] of Object.entries(ui ?? {})) {
    if (v && typeof v === 'object' && OBJECT_EDITORS.has((v as Record<string, string>)['ui:widget'] ?? '')) {
      const { 'ui:widget': w, ...rest } = v as Record<string, unknown>;
      out[k] = { ...rest, 'ui:field': w };
    } else out[k] = v;
  }
  return out as UiSchema;
}
