import { parseArgs } from 'node:util';
import { join } from 'node:path';
import { REPO_ROOT } from '../repo-root';
import {
  BrandError,
  brandPath,
  entryOf,
  listBrandFiles,
  pin,
  readBrandFile,
  remoteName,
  rollback,
  versionOf,
  writeBrandFile,
} from './brand-files';
import { verifyBrands } from './verify';

/**
 * The brand operator's command line (scripts/brand.mjs): list, pin, rollback, verify.
 * A pin is verified before it is written; every write is atomic; the running server reads
 * the changed file on the next page load (server/src/brands/brands.ts), no restart.
 */
const USAGE = `usage:
  node scripts/brand.mjs list                              brands and the version each pins
  node scripts/brand.mjs pin <brand> <remote> <version>    pin a released version (verified first)
  node scripts/brand.mjs rollback <brand> <remote>         back to the version pinned before
  node scripts/brand.mjs verify [brand]                    check manifests, shared ranges, contract, CSP
options: --dir <folder> (default host/brands), --force (pin even if verify finds problems)`;

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { dir: { type: 'string' }, force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  const dir = values.dir ?? join(REPO_ROOT, 'host', 'brands');
  const [command, ...args] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return command || values.help ? 0 : 2;
  }
  switch (command) {
    case 'list': {
      for (const { brand } of listBrandFiles(dir)) {
        console.log(`${brand.brand} (site ${brand.siteId}, ${brand.title})`);
        for (const [remote, config] of Object.entries(brand.remotes)) {
          const version = versionOf(config.entry) ?? config.entry;
          const fallback = config.fallback
            ? `  fallback ${versionOf(config.fallback) ?? config.fallback}`
            : '';
          const history = config.history?.length
            ? `  history ${config.history.map((h) => versionOf(h) ?? h).join(' < ')}`
            : '';
          console.log(`  ${remote.padEnd(18)} ${version}${fallback}${history}`);
        }
      }
      return 0;
    }
    case 'pin':
    case 'rollback': {
      const [name, remoteText, version] = args;
      if (!name || !remoteText || (command === 'pin' && !version)) throw new BrandError(USAGE);
      const path = brandPath(dir, name);
      const { brand } = readBrandFile(path);
      const remote = remoteName(remoteText);
      const next =
        command === 'pin' ? pin(brand, remote, entryOf(remote, version!)) : rollback(brand, remote);
      const others = listBrandFiles(dir)
        .filter((b) => b.brand.brand !== brand.brand)
        .map((b) => b.brand);
      const findings = (await verifyBrands(REPO_ROOT, [...others, next], { only: brand.brand })).filter(
        (f) => f.remote === remote && f.problem.startsWith('entry'),
      );
      for (const f of findings) console.error(`${f.brand} ${f.remote}: ${f.problem}`);
      if (findings.length > 0 && !values.force) {
        console.error(`not written: ${path} is unchanged (--force writes it anyway)`);
        return 1;
      }
      writeBrandFile(path, next);
      console.log(
        `${brand.brand}: ${remote} ${versionOf(brand.remotes[remote]?.entry ?? '') ?? '-'} -> ${versionOf(next.remotes[remote]!.entry) ?? next.remotes[remote]!.entry}`,
      );
      return 0;
    }
    case 'verify': {
      const [only] = args;
      const all = listBrandFiles(dir).map((b) => b.brand);
      if (only && !all.some((b) => b.brand === only)) throw new BrandError(`no brand "${only}" in ${dir}`);
      const findings = await verifyBrands(REPO_ROOT, all, { only });
      for (const f of findings) console.error(`${f.brand} ${f.remote}: ${f.problem}`);
      const checked = only ? 1 : all.length;
      console.log(
        findings.length === 0
          ? `ok: ${checked} brand(s) verified`
          : `${findings.length} problem(s) in ${checked} brand(s)`,
      );
      return findings.length === 0 ? 0 : 1;
    }
    default:
      throw new BrandError(`unknown command "${command}"\n${USAGE}`);
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (
      error instanceof BrandError ||
      (error as { code?: string }).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION'
    ) {
      console.error((error as Error).message);
      process.exit(2);
    }
    throw error;
  },
);
