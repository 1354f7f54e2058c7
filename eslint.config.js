// Flat config shared by every package; zero warnings allowed in CI.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

/**
 * Import boundaries (CONTRIBUTING.md): a front-end package reaches another only through `@realty/shared` or another
 * remote's `src/exposes/` (and at run time through Module Federation); nobody imports the api's or the shell's code.
 */
const FRONT_ENDS = ['shell', 'mf-catalog', 'mf-listing', 'mf-profile', 'mf-blog', 'mf-auth', 'mf-admin'];
const boundaries = [...FRONT_ENDS, 'shared'].map((pkg) => {
  const others = FRONT_ENDS.filter((other) => other !== pkg);
  return {
    files: [`${pkg}/src/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // Any path into another front end's src/ except its exposes/, and the api's code.
              regex: `(^|/)(${(pkg === 'shared' ? FRONT_ENDS : others).join('|')})/src/(?!exposes/)|(^|/)api/src/`,
              message: 'Import another package only through @realty/shared or its src/exposes/ (CONTRIBUTING.md "Front end").',
            },
          ],
        },
      ],
    },
  };
});

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/.data/**', '**/coverage/**', '**/test-results/**', '**/playwright-report/**', '**/@mf-types/**', 'api/test/public/openapi-client/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Hooks live in .ts files too (useOptions, usePageHead).
    files: ['**/*.tsx', 'shared/src/**/*.ts', 'shell/src/**/*.ts', 'mf-*/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'jsx-a11y': jsxA11y },
    rules: jsxA11y.flatConfigs.recommended.rules,
  },
  ...boundaries,
  {
    // Static i18n keys only (CONTRIBUTING.md): the key checks can then find missing and unused keys.
    files: ['shared/src/**/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['TemplateLiteral', 'BinaryExpression'].flatMap((type) => [
          {
            selector: `CallExpression[callee.name=/^t[a-z]?$/][arguments.0.type='${type}']`,
            message: 'Use a static translation key (a literal, or a map of literal keys).',
          },
          {
            selector: `CallExpression[callee.property.name='t'][arguments.0.type='${type}']`,
            message: 'Use a static translation key (a literal, or a map of literal keys).',
          },
        ]),
        {
          selector: `CallExpression[callee.name=/^t[a-z]?$/][arguments.0.type='ConditionalExpression'] > ConditionalExpression TemplateLiteral`,
          message: 'Use a static translation key (a literal, or a map of literal keys).',
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
);
