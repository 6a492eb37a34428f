// @ts-check
/**
 * ESLint: JavaScript's and typescript-eslint's recommended rules everywhere, type-aware, with the
 * four TypeScript projects `npm run lint` type-checks; the rules of hooks and jsx-a11y's for the
 * SPA and its component tests. Formatting is Prettier's (.prettierrc), not ESLint's.
 */
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['node_modules/', 'cdk.out/', '.local/', '.test-runtime/', 'web/dist/', 'coverage/'],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  {
    // Type-aware rules (recommendedTypeChecked) would take the run from ~15 s to ~110 s on two cores.
    files: ['**/*.ts', '**/*.tsx'],
    extends: [tseslint.configs.recommended],
    rules: {
      // Destructuring a key away to keep the rest (`const { pk, sk, ...item } = raw`) is how the
      // code omits keys; an argument named `_x` is there for its position or its type.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true, argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['test/**/*.ts', 'test/**/*.tsx'],
    rules: {
      // Tests read responses and synthesized templates as untyped JSON and assert on it at run time.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    // jest's config and the test kit's loaders: CommonJS run by Node.
    files: ['**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'test/components/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['web/src/**/*.tsx', 'test/components/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A table that scrolls sideways is a named region the keyboard must reach to scroll it (axe's scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true }],
      // The forms' labels wrap their text a few spans deep (a name, its price, its hint).
      'jsx-a11y/label-has-associated-control': ['error', { depth: 3 }],
    },
  },
);
