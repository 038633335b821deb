// The tests need three programs from Debian's apt, never downloaded builds: Chromium for the browser
// tests, clickhouse-server for the ClickHouse tests, and nginx for the cluster test (it runs the
// sample balancer config of deploy/). Install whichever is missing.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const needed = [
  { program: '/usr/bin/chromium', packages: ['chromium', 'fonts-liberation'] },
  { program: '/usr/sbin/clickhouse-server', packages: ['clickhouse-server'] },
  { program: '/usr/sbin/nginx', packages: ['nginx-light'] },
];

const missing = needed.filter(({ program }) => !existsSync(program));
if (missing.length === 0) {
  process.exit(0);
}
const packages = missing.flatMap((entry) => entry.packages).join(' ');
if (process.getuid?.() !== 0) {
  console.error(`Missing ${missing.map((entry) => entry.program).join(', ')}; install as root with:`);
  console.error(`apt-get update && apt-get install -y --no-install-recommends ${packages}`);
  process.exit(1);
}
console.log(`Installing ${packages} from apt for the tests…`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execSync('apt-get update', { stdio: 'inherit', env });
execSync(`apt-get install -y --no-install-recommends ${packages}`, { stdio: 'inherit', env });
