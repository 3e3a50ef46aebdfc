// The layer rules in eslint.config.js fire: each snippet is linted as if it lived at the given
// path (ESLint's Node API with the repo's own config), importing files that exist.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const cwd = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd });

async function ruleErrors(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('lint boundaries', () => {
  it('a web feature never imports another web feature', async () => {
    const errors = await ruleErrors(
      "import { filterStyles } from '../styles/style-filter';\nexport const f = filterStyles;\n",
      'src/web/features/generator/uses-styles.ts',
    );
    expect(errors).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*web feature never imports another feature/)]);
  });

  it('a server feature never imports another server feature', async () => {
    const errors = await ruleErrors(
      "import { createDesignsService } from '../designs/designs.service';\nexport const f = createDesignsService;\n",
      'src/server/features/me/uses-designs.ts',
    );
    expect(errors).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*server feature never imports another feature/)]);
  });

  it('a feature may import its own files and the layers below it', async () => {
    const errors = await ruleErrors(
      "import { createDesignsRepository } from './designs.repository';\nimport { createAi } from '../../ai/ai';\nexport const f = [createDesignsRepository, createAi];\n",
      'src/server/features/designs/ok.ts',
    );
    expect(errors).toEqual([]);
  });

  it('plugins and other lower server layers never import a feature', async () => {
    const errors = await ruleErrors(
      "import { generateRoutes } from '../features/generate/generate.routes';\nexport const f = generateRoutes;\n",
      'src/server/plugins/reaches-up.ts',
    );
    expect(errors).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*sits below the features/)]);
  });

  it('core imports no node: module and nothing from server or web', async () => {
    const errors = await ruleErrors(
      "import { readFileSync } from 'node:fs';\nimport { loadConfig } from '../server/config';\nexport const f = [readFileSync, loadConfig];\n",
      'src/core/reads-files.ts',
    );
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^no-restricted-imports: .*node:fs/),
        expect.stringMatching(/^import-x\/no-restricted-paths: .*core is pure/),
      ]),
    );
  });

  it('web and server never import each other', async () => {
    const fromWeb = await ruleErrors("import { loadConfig } from '../../server/config';\nexport const f = loadConfig;\n", 'src/web/lib/reads-config.ts');
    expect(fromWeb).toEqual([expect.stringMatching(/never imports server code/)]);
    const fromServer = await ruleErrors("import { cn } from '../web/lib/utils';\nexport const f = cn;\n", 'src/server/uses-web.ts');
    expect(fromServer).toEqual([expect.stringMatching(/never imports web code/)]);
  });

  it('the web never declares a shape src/core exports', async () => {
    const errors = await ruleErrors(
      'export interface TDesign {\n  id: string;\n}\n',
      'src/web/features/profile/api/retypes-design.ts',
    );
    expect(errors).toEqual([expect.stringMatching(/^inkglow\/api-shapes-from-core: TDesign is a shape src\/core exports \(src\/core\/design-schemas\.ts\)/)]);
  });

  it("the web types an API answer with core's types, never by hand", async () => {
    const handTyped = await ruleErrors(
      "import { authFetch } from '../../../lib/session';\ninterface TAnswer {\n  models: string[];\n}\nexport const a = () => authFetch<TAnswer>('/api/providers');\nexport const b = () => authFetch<{ ok: true }>('/api/providers/test');\n",
      'src/web/features/generator/api/hand-typed-api.ts',
    );
    expect(handTyped).toEqual([
      expect.stringMatching(/^inkglow\/api-shapes-from-core: The answer of authFetch is typed by hand/),
      expect.stringMatching(/^inkglow\/api-shapes-from-core: The answer of authFetch is typed by hand/),
    ]);
    const fromCore = await ruleErrors(
      "import type { TDesign } from '../../../../core/design-schemas';\nimport type { TProvidersResponse } from '../../../../core/provider-schemas';\nimport { authFetch } from '../../../lib/session';\nexport const a = () => authFetch<TDesign[]>('/api/designs');\nexport const b = () => authFetch<Pick<TProvidersResponse, 'models'> | null>('/api/providers');\nexport const c = () => authFetch<unknown>('/api/me/export');\n",
      'src/web/features/generator/api/core-typed-api.ts',
    );
    expect(fromCore).toEqual([]);
  });

  it('an import cycle is an error', async () => {
    // nav-links.ts is imported by mobile-menu-panel.tsx: importing the panel back closes a cycle.
    const errors = await ruleErrors(
      "export { default as Panel } from './mobile-menu-panel';\nexport const MENU_TRIGGER_LABEL = 'Open menu';\nexport const NAV_LINKS = [];\n",
      'src/web/app/nav-links.ts',
    );
    expect(errors).toEqual(expect.arrayContaining([expect.stringMatching(/^import-x\/no-cycle:/)]));
  });
});
