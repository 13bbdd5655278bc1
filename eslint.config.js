import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'node_modules/', 'generated/', '.tmp/', '**/*.tmp.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    // The generic form, list and editor: parts of one concern each, so a newcomer can change them.
    files: ['src/admin/form/**/*.{ts,tsx}', 'src/admin/resource/**/*.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['error', { max: 80 }] },
  },
  {
    // Admin toasts go through one hook: errors stay until dismissed, success goes after 4 s.
    files: ['src/admin/**/*.{ts,tsx}'],
    ignores: ['src/admin/ui/use-snackbar.tsx'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'notistack', importNames: ['useSnackbar', 'enqueueSnackbar'], message: "Use useSnackbar from src/admin/ui/use-snackbar.tsx." }] }],
    },
  },
);
