// The tests drive Debian's chromium (a test tool's own browser download cannot work here) and read generated
// PDFs back with pdftotext (Debian's poppler-utils). Installs whichever is missing, so a fresh machine needs
// nothing beyond `npm run setup`. Usage: node scripts/ensure-debian-tools.mjs chromium poppler-utils
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const TOOLS = {
  chromium: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  'poppler-utils': '/usr/bin/pdftotext',
};

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in TOOLS));
if (unknown.length > 0) {
  console.error(`ensure-debian-tools: unknown package(s) ${unknown.join(', ')}`);
  process.exit(2);
}
const missing = wanted.filter((name) => !existsSync(TOOLS[name]));
if (missing.length > 0) {
  if (process.getuid?.() !== 0) {
    console.error(
      `Missing: ${missing.join(', ')}. Install with: sudo apt-get install -y ${missing.join(' ')}`,
    );
    process.exit(1);
  }
  console.log(`Installing Debian ${missing.join(', ')} for the tests…`);
  execSync(
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`,
    {
      stdio: 'inherit',
    },
  );
}
