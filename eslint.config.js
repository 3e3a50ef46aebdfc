import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import { apiShapesRule } from './eslint-rules/api-shapes.js';

// Layer boundaries (docs/architecture.md). Feature zones are built from the folders on disk, so a
// new feature is covered the moment it exists: any feature X may not import any other feature Y.
const root = fileURLToPath(new URL('.', import.meta.url));
const dirsIn = (path) => {
  try {
    return readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
};

const featureZones = (side) =>
  dirsIn(`./src/${side}/features/`).map((name) => ({
    target: `./src/${side}/features/${name}`,
    from: `./src/${side}/features`,
    except: [`./${name}`],
    message: `A ${side} feature never imports another feature (${name} is one): move the shared piece below features (${side === 'server' ? 'ai/, db/, auth/, images/' : 'components/, lib/'}).`,
  }));

/** Folders below the features: they never import a feature (plugins, ai, db... on the server; lib and components on the web). */
const belowFeatures = (side, skip) =>
  dirsIn(`./src/${side}/`)
    .filter((name) => !skip.includes(name))
    .map((name) => ({
      target: `./src/${side}/${name}`,
      from: `./src/${side}/features`,
      message: `src/${side}/${name} sits below the features and never imports one.`,
    }));

const boundaryZones = [
  { target: './src/core', from: ['./src/server', './src/web', './src/engine'], message: 'core is pure and shared: it imports no server, web or engine code.' },
  { target: './src/engine', from: ['./src/server', './src/web'], message: 'The engine is pure: it imports no server or web code.' },
  { target: './src/server', from: './src/web', message: 'The server never imports web code; share it through src/core.' },
  { target: './src/web', from: './src/server', message: 'The web app never imports server code; share it through src/core.' },
  ...featureZones('server'),
  ...featureZones('web'),
  ...belowFeatures('server', ['features', 'testing']),
  ...belowFeatures('web', ['features', 'app']),
];

export default tseslint.config(
  { ignores: ['dist', 'dist-ssr', 'data', 'node_modules', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      // no-cycle follows imports through TypeScript files too.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // API contracts once (issue #15): the web takes shared shapes from src/core, never retypes them.
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/**/*.test.{ts,tsx}'],
    plugins: { inkglow: { rules: { 'api-shapes-from-core': apiShapesRule(fileURLToPath(new URL('./src/core', import.meta.url))) } } },
    rules: { 'inkglow/api-shapes-from-core': 'error' },
  },
  {
    files: ['src/core/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*'], message: 'core is shared with the browser: no node: modules (no I/O).' }] },
      ],
      'import-x/no-nodejs-modules': 'error',
    },
  },
);
