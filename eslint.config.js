import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The floors of docs/layout.md ("Floors"), lowest first: a module imports from its own floor and the
 * floors below it, never from one above. `folder` is a top folder of src/ (or the repository's server/).
 */
const FLOORS = [
  { floor: 'config', folders: ['src/config'] },
  { floor: 'i18n', folders: ['src/i18n', 'src/styles'] },
  { floor: 'catalogue', folders: ['src/catalogue', 'src/contentful'] },
  { floor: 'commerce', folders: ['src/commerce'] },
  { floor: 'http', folders: ['src/http'] },
  { floor: 'components', folders: ['src/components', 'src/seo'] },
  { floor: 'features', folders: ['src/features'] },
  { floor: 'layouts', folders: ['src/layouts'] },
  { floor: 'pages', folders: ['src/pages', 'src/middleware.ts', 'src/content.config.ts'] },
  { floor: 'server', folders: ['server'] },
];

/** Folders whose code runs on the server whatever its name; elsewhere Node is reached from thing.server.ts. */
const SERVER_FOLDERS = [
  'src/commerce',
  'src/http',
  'src/pages',
  'src/middleware.ts',
  'src/content.config.ts',
  'server',
];

const CLIMBING = {
  regex: '^(\\.\\./){2,}',
  message: 'Import through an alias (#src/…, #tests/…) instead of climbing folders.',
};

const escape = (text) => text.replace(/[.]/g, '\\.');
const filesOf = (folder) => (/\.ts$/.test(folder) ? [folder] : [`${folder}/**`]);

/** The imports a floor may not make: every folder of the floors above it, by alias or by a sibling's path. */
function upwardImports(index) {
  const above = FLOORS.slice(index + 1);
  if (above.length === 0) return [];
  const names = above.flatMap(({ folders }) => folders.filter((f) => f.startsWith('src/') && !f.endsWith('.ts')));
  const srcNames = names.map((f) => escape(f.slice('src/'.length))).join('|');
  const floors = above.map(({ floor }) => floor).join(', ');
  const serverAbove = above.some(({ folders }) => folders.includes('server'));
  return [
    {
      regex: `^(#src/|\\.\\./)(${srcNames})/${serverAbove ? '|^#server/' : ''}`,
      message:
        `Floors (docs/layout.md "Floors"): the ${FLOORS[index].floor} floor does not import from ${floors}. ` +
        'Move what both need down to the lower floor.',
    },
  ];
}

const NODE_FROM_SERVER_FILES = {
  regex: '^node:',
  message:
    'A module that uses Node is named thing.server.ts (docs/layout.md "Inside a feature or component folder"), ' +
    'so that no browser bundle reaches it.',
};

const BROWSER_GLOBALS = ['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location', 'history'];

/** One block per floor, and one more for its thing.server.ts files where Node is not the floor's own. */
const floorBlocks = FLOORS.flatMap(({ folders }, index) => {
  const files = folders.flatMap(filesOf);
  const patterns = [CLIMBING, ...upwardImports(index)];
  const onServer = folders.every((folder) => SERVER_FOLDERS.includes(folder));
  return onServer
    ? [{ files, rules: { 'no-restricted-imports': ['error', { patterns }] } }]
    : [
        {
          files,
          ignores: ['**/*.server.ts'],
          rules: { 'no-restricted-imports': ['error', { patterns: [...patterns, NODE_FROM_SERVER_FILES] }] },
        },
        {
          files: files.map((f) => `${f.replace(/\/\*\*$/, '')}/**/*.server.ts`),
          rules: { 'no-restricted-imports': ['error', { patterns }] },
        },
      ];
});

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-*/',
      'data/',
      // A directory, or with BUILD_CACHE_DIR a link to one (scripts/lib/build-cache.ts): ignored either way.
      '.astro',
      'node_modules/',
      'public/generated/',
      'src/generated/',
      'screenshots/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs['flat/recommended'],
  ...astro.configs['flat/jsx-a11y-recommended'],
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // Prettier breaks code at 120; this catches the strings and comments it cannot break.
      // A URL or an eslint-disable directive (rule names and the reason) cannot be wrapped.
      'max-len': ['error', { code: 120, ignoreUrls: true, ignorePattern: '^\\s*//.*(https?://|eslint-disable)' }],
      // '#src/…' and the other aliases in package.json say what an import reaches.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./){2,}',
              message: 'Import through an alias (#src/…, #tests/…) instead of climbing folders.',
            },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  ...floorBlocks,
  {
    // Plain modules run anywhere; the browser is reached from thing.client.ts, thing.store.ts or a hook.
    files: ['src/**/*.ts'],
    ignores: ['**/*.client.ts', '**/*.store.ts', '**/use[A-Z]*.ts', '**/*.astro/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...BROWSER_GLOBALS.map((name) => ({
          name,
          message:
            'A module that touches the browser is named thing.client.ts (docs/layout.md ' +
            '"Inside a feature or component folder").',
        })),
      ],
    },
  },
  {
    // The server writes its log through src/config/log.server.ts: JSON lines that carry the request's id.
    // Browser code (islands, client scripts, stores, hooks) and scripts/ for a terminal may print as they like.
    files: ['server/**', 'src/**'],
    ignores: ['**/*.client.ts', '**/*.client.tsx', '**/*.store.ts', '**/use[A-Z]*.ts', '**/*.tsx', '**/*.astro/*.ts'],
    rules: { 'no-console': 'error' },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    ...reactHooks.configs.flat.recommended,
    plugins: { 'jsx-a11y': jsxA11y, 'react-hooks': reactHooks },
    rules: { ...jsxA11y.flatConfigs.recommended.rules, ...reactHooks.configs.flat.recommended.rules },
  },
);
