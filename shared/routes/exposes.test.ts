import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES } from '@site/shared/contract';
import exposes from './exposes.json';

/** The remote folder whose package.json names `federation.name`. */
const repo = path.resolve(__dirname, '../..');
const folderOf = new Map(
  readdirSync(repo)
    .filter((name) => name.startsWith('mf-'))
    .map((name) => {
      const pkg = JSON.parse(readFileSync(path.join(repo, name, 'package.json'), 'utf8')) as {
        federation: { name: string };
      };
      return [pkg.federation.name, name] as const;
    }),
);

describe('shared/routes/exposes.json', () => {
  it('declares every remote of the brand manifest', () => {
    expect(Object.keys(exposes).sort()).toEqual([...REMOTE_NAMES].sort());
  });

  it.each(Object.entries(exposes))(
    '%s: every declared file exists, and every src/expose file is declared',
    (remote, modules) => {
      const folder = folderOf.get(remote);
      expect(folder).toBeDefined();
      const root = path.join(repo, folder ?? '');
      const files = Object.values(modules as Record<string, string>);
      for (const file of files) expect(existsSync(path.join(root, file))).toBe(true);
      const onDisk = readdirSync(path.join(root, 'src/expose'))
        .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
        .map((name) => `./src/expose/${name}`);
      expect([...files].sort()).toEqual(expect.arrayContaining(onDisk.sort()));
    },
  );
});
