import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/', 'lib/', 'node_modules/', '.ci/node24/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-syntax': 'off',
    },
  },
  {
    // The pure layers never touch the file system, the environment or GitHub.
    files: ['src/metrics/**', 'src/decision/**', 'src/report/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'os', 'child_process'],
              message: 'pure layer: no I/O',
            },
            { group: ['@actions/*', '@octokit/*'], message: 'pure layer: no GitHub' },
            {
              group: ['**/readers/**', '**/github/**', '**/action/**', '**/cli/**', '**/config/**'],
              message: 'arrows point one way',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'process', message: 'pure layer: no environment' },
      ],
    },
  },
);
