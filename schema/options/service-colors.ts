/**
 * The colour schemes a service card can use: the value stored in `services.color`, the
 * Turkish label of the admin's colour choice and the gradient the card is painted with.
 */
export const SERVICE_COLORS = [
  { value: 'green', label: 'Yeşil', gradient: { from: '#10b981', to: '#059669' } },
  { value: 'blue', label: 'Mavi', gradient: { from: '#3b82f6', to: '#1d4ed8' } },
  { value: 'purple', label: 'Mor', gradient: { from: '#8b5cf6', to: '#6d28d9' } },
  { value: 'red', label: 'Kırmızı', gradient: { from: '#ef4444', to: '#b91c1c' } },
  { value: 'yellow', label: 'Sarı', gradient: { from: '#facc15', to: '#ca8a04' } },
  { value: 'pink', label: 'Pembe', gradient: { from: '#ec4899', to: '#be185d' } },
] as const;

/** Hizmet kartının renk şeması. */
export type ServiceColor = (typeof SERVICE_COLORS)[number]['value'];
