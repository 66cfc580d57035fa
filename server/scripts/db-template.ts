// `node --import tsx scripts/db-template.ts <file>`: the migrated data folder tarball the
// server tests start their databases from (src/db/template-testing.ts). scripts/test.mjs runs it.
import { writeDbTemplate } from '../src/db/template-testing';

const file = process.argv[2];
if (!file) {
  console.error('usage: node --import tsx scripts/db-template.ts <file>');
  process.exit(2);
}
await writeDbTemplate(file);
