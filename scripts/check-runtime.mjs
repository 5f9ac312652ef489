// Every npm script runs on the Node.js the project pins as a devDependency (the npm `node` package puts
// node_modules/.bin/node first on the PATH of npm scripts), whatever Node the machine has. This check fails
// the test run when that stops being true, or when the pin and the `setup` script's runtime drift apart.
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const pinned = pkg.devDependencies.node;
const setupRuntime = /--package=node@([\d.]+)/.exec(pkg.scripts.setup)?.[1];
const running = process.version.slice(1);

const problems = [];
if (running !== pinned) problems.push(`npm scripts run on Node ${running}, the project pins ${pinned}`);
if (setupRuntime !== pinned)
  problems.push(`"setup" installs with Node ${setupRuntime}, the project pins ${pinned}`);
if (problems.length > 0) {
  console.error(`Runtime check failed:\n- ${problems.join('\n- ')}\nRun \`npm run setup\` first.`);
  process.exit(1);
}
console.log(`Runtime: Node ${running} (pinned in package.json)`);
