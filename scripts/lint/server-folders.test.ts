/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** scripts/lint/server-folders.mjs (part of `npm run lint`): the server's folders import one way. */
const script = path.join(__dirname, 'server-folders.mjs');

function check(root: string): { ok: boolean; output: string } {
  try {
    execFileSync(process.execPath, [script, root], { encoding: 'utf8', stdio: 'pipe' });
    return { ok: true, output: '' };
  } catch (error) {
    const e = error as { stderr?: string };
    return { ok: false, output: e.stderr ?? '' };
  }
}

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'folders-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

describe('server folder cycles', () => {
  const roots: string[] = [];
  afterAll(() => roots.forEach((r) => rmSync(r, { recursive: true, force: true })));

  it('server/src has none', () => {
    expect(check(path.resolve(__dirname, '../../server/src'))).toEqual({ ok: true, output: '' });
  });

  it('names the folders and imports of a cycle, across three folders and multi-line imports', () => {
    const root = tree({
      'auth/login.ts': "import { refuse } from '../protection/rules';\n",
      'protection/rules.ts':
        "import {\n  check,\n  other,\n} from '../security/check';\nexport const refuse = 1;\n",
      'security/check.ts': "import { login } from '../auth/login';\nexport const check = 1;\n",
    });
    roots.push(root);
    const r = check(root);
    expect(r.ok).toBe(false);
    expect(r.output).toContain('auth/, protection/, security/');
    expect(r.output).toContain('security/ -> auth/');
  });

  it('lets types, tests and test support import back', () => {
    const root = tree({
      'auth/login.ts': "import { refuse } from '../protection/rules';\n",
      'protection/rules.ts': "import type { Login } from '../auth/login';\nexport const refuse = 1;\n",
      'protection/rules.test.ts': "import { login } from '../auth/login';\n",
      'protection/testing.ts': "import { login } from '../auth/login';\n",
    });
    roots.push(root);
    expect(check(root).ok).toBe(true);
  });
});
