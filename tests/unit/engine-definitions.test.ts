/**
 * An engine call can be followed: go-to-definition on `engine.addToCart` in a route lands on the operation in
 * its own module, not on the table of operations (src/commerce/engine.ts). Asked of TypeScript's language
 * service, as an editor asks it, with the project's compiler options.
 */
import { join, relative } from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');

/** No page or route calls an operator operation by name (the operator channel calls them by a string): this does. */
const OPERATOR_CALLER = join(ROOT, 'src/commerce/operator-caller.ts');
const unsaved = new Map([
  [
    OPERATOR_CALLER,
    "import type { Engine } from './engine.ts';\nexport const ship = (engine: Engine) => engine.shipOrder;\n",
  ],
]);

const CALLS = [
  {
    call: 'engine.addToCart',
    caller: join(ROOT, 'src/pages/api/cart-add.ts'),
    lands: { file: 'src/commerce/carts.ts', line: /^export const addToCart = / },
  },
  {
    call: 'engine.registerCustomer',
    caller: join(ROOT, 'src/pages/api/user/create.ts'),
    lands: { file: 'src/commerce/accounts/customers.ts', line: /^export async function registerCustomer\(/ },
  },
  {
    call: 'engine.shipOrder',
    caller: OPERATOR_CALLER,
    lands: { file: 'src/commerce/operator.ts', line: /^ {2}shipOrder: \(db: Db, / },
  },
];

const read = (file: string) => unsaved.get(file) ?? ts.sys.readFile(file);

/** A language service over the callers alone: TypeScript finds what they import, in memory, nothing kept on disk. */
function languageService(): ts.LanguageService {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(ROOT, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  return ts.createLanguageService({
    getCompilationSettings: () => config!.options,
    getScriptFileNames: () => CALLS.map((c) => c.caller),
    getScriptVersion: () => '0',
    getScriptSnapshot: (file) => {
      const text = read(file);
      return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
    },
    getCurrentDirectory: () => ROOT,
    getDefaultLibFileName: (options) => ts.getDefaultLibFilePath(options),
    fileExists: (file) => unsaved.has(file) || ts.sys.fileExists(file),
    readFile: read,
  });
}

// Reading a few hundred declaration files and typing the engine's operations takes about 5 s of a core, the first
// call most of it: far longer on a machine that is busy with other tests.
describe('go-to-definition on an engine call', { timeout: 60_000 }, () => {
  let service: ts.LanguageService;
  beforeAll(() => {
    service = languageService();
  });

  it.each(CALLS)('on $call lands on the operation in $lands.file', ({ call, caller, lands }) => {
    const text = read(caller)!;
    expect(text).toContain(call);
    const definitions = service.getDefinitionAtPosition(caller, text.indexOf(call) + 'engine.'.length) ?? [];
    const landed = definitions.map(({ fileName, textSpan }) => {
      const source = read(fileName)!;
      const lineStart = source.lastIndexOf('\n', textSpan.start) + 1;
      return { file: relative(ROOT, fileName), line: source.slice(lineStart, source.indexOf('\n', lineStart)) };
    });
    expect(landed).toEqual([{ file: lands.file, line: expect.stringMatching(lands.line) }]);
  });
});
