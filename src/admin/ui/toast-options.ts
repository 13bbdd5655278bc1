/**
 * Where the admin's toasts (notistack) appear and for how long. Bottom left: the save buttons
 * are at the top (the edit page's action bar) and bottom right (dialogs), and a toast there
 * covered Kaydet. Toasts take no pointer (see AdminGlobalStyles): a click goes to what is under
 * them, and a pointer resting there cannot pause the 4 s timer for ever.
 */
export const TOAST_OPTIONS = {
  anchorOrigin: { vertical: 'bottom', horizontal: 'left' },
  autoHideDuration: 4000,
  maxSnack: 4,
} as const;
