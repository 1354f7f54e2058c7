// remotes.json from the command line, with the server's own schema (deploy/deploy-remote.sh uses it):
//   node --import tsx api/src/web/remotes-cli.ts check <file>               exit 1 with the reason when refused
//   node --import tsx api/src/web/remotes-cli.ts set <file> <remote> <url>  print the file with that remote moved
// `set` refuses an unknown remote or a bad URL, and a current file that is itself invalid, so a deploy never writes
// a remotes.json the server would refuse.
import { readFileSync } from 'node:fs';
import { REMOTES } from '@realty/shared/routes';
import { loadRemotesFile, parseRemotes } from './remotes';

function fail(message: string): never {
  process.stderr.write(`remotes.json: ${message}\n`);
  process.exit(1);
}

const [command, file, remote, url] = process.argv.slice(2);
if (!file || (command !== 'check' && command !== 'set')) fail('usage: remotes-cli.ts check <file> | set <file> <remote> <url>');

const current = loadRemotesFile(file);
if (!current.ok) fail(`${file} refused: ${current.reason}`);
if (command === 'check') {
  process.stdout.write(`${file}: valid\n`);
} else {
  if (!remote || !url) fail('set needs <remote> <url>');
  if (!(REMOTES as readonly string[]).includes(remote)) fail(`unknown remote "${remote}" (known: ${REMOTES.join(', ')})`);
  const next = { ...(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>), [remote]: url };
  const checked = parseRemotes(next);
  if (!checked.ok) fail(`the new configuration is refused: ${checked.reason}`);
  process.stdout.write(`${JSON.stringify(next, null, 2)}\n`);
}
