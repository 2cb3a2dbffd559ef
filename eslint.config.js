import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'storybook-static',
      'server/data',
      'test-results',
      'playwright-report',
      'qa/.paths',
      'src/routeTree.gen.ts',
      'locales',
    ],
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
    files: ['src/**/*.tsx', 'design-system/**/*.tsx', '.storybook/**/*.tsx'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.tsx', '**/*.stories.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          // @xstate/react uses the logic of the first render only (and copies later implementations onto it),
          // but `provide` builds every state of the machine again in each render: 8 ms of the share poster's
          // opening at 4× CPU was the rank history's, rendered again by the race page.
          selector:
            "CallExpression[callee.name=/^use(Machine|ActorRef)$/] > CallExpression.arguments:first-child[callee.property.name='provide']",
          message:
            'Provide the machine once (useMemo with the implementations as dependencies, or at module level), not in each render.',
        },
      ],
    },
  },
);
