import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({}, '/srv/cubus');
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/srv/cubus/data',
      databaseUrl: undefined,
      adminEmail: 'admin@cubus.local',
      adminPassword: undefined,
      seedDemo: true,
      jwtSecret: undefined,
      refreshIdleSeconds: 12 * 3600,
      refreshAbsoluteSeconds: 30 * 24 * 3600,
      trustProxy: false,
      registration: 'invite',
      publicUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      encryptionKey: undefined,
    });
    expect(config.webDist.endsWith(path.join('packages', 'web', 'dist'))).toBe(true);
    expect(config.files.dir).toBe('/srv/cubus/data/files');
  });

  it('keeps files where CUBUS_FILES_DIR says (a volume every node mounts)', () => {
    expect(loadConfig({ CUBUS_FILES_DIR: 'shared/files' }, '/srv').files.dir).toBe('/srv/shared/files');
  });

  it('reads the environment', () => {
    const config = loadConfig(
      {
        PORT: '3999',
        DATA_DIR: 'var/cubus',
        CUBUS_SEED_DEMO: '0',
        CUBUS_ADMIN_EMAIL: 'Ops@Example.com',
        TRUST_PROXY: '1',
      },
      '/srv',
    );
    expect(config).toMatchObject({
      port: 3999,
      dataDir: '/srv/var/cubus',
      seedDemo: false,
      adminEmail: 'ops@example.com',
      trustProxy: true,
    });
  });

  it('reads registration, the public origin and mail settings', () => {
    const config = loadConfig({
      CUBUS_REGISTRATION: 'open',
      PUBLIC_URL: 'https://cubus.example.com/',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      MAIL_FROM: 'ops@example.com',
    });
    expect(config).toMatchObject({
      registration: 'open',
      publicUrl: 'https://cubus.example.com',
      smtpUrl: 'smtp://127.0.0.1:2525',
      mailFrom: 'ops@example.com',
    });
    expect(() => loadConfig({ CUBUS_REGISTRATION: 'sometimes' })).toThrow('CUBUS_REGISTRATION');
    expect(() => loadConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow('PUBLIC_URL');
  });

  it('has the template demo area on with the demo data, switchable alone', () => {
    expect(loadConfig({}).templateDemo).toBe(true);
    expect(loadConfig({ CUBUS_SEED_DEMO: '0' }).templateDemo).toBe(false);
    expect(loadConfig({ CUBUS_TEMPLATE_DEMO: '0' })).toMatchObject({ seedDemo: true, templateDemo: false });
    expect(loadConfig({ CUBUS_TEMPLATE_DEMO: 'false' }).templateDemo).toBe(false);
    expect(loadConfig({ CUBUS_SEED_DEMO: '0', CUBUS_TEMPLATE_DEMO: '1' }).templateDemo).toBe(true);
  });

  it('reads CLICKHOUSE_URL, refusing a bad one by its name without repeating its password', () => {
    expect(loadConfig({}).clickhouseUrl).toBeUndefined();
    const url = 'http://cubus:s3cret@ch.internal:8123/cubus';
    expect(loadConfig({ CLICKHOUSE_URL: url }).clickhouseUrl).toBe(url);
    expect(loadConfig({ CLICKHOUSE_URL: 'https://ch.internal' }).clickhouseUrl).toBe('https://ch.internal');
    for (const bad of [
      'ch.internal:8123',
      'tcp://cubus:s3cret@ch.internal:9000/cubus',
      'http://cubus:s3cret@ch.internal:8123/cubus/more',
      'http://cubus:s3cret@ch.internal:8123/1cubus',
      'http://cubus:s3cret@ch.internal:8123/cubus?database=x',
    ]) {
      expect(() => loadConfig({ CLICKHOUSE_URL: bad })).toThrow(/^CLICKHOUSE_URL must look like/);
      expect(() => loadConfig({ CLICKHOUSE_URL: bad })).not.toThrow(/s3cret/);
    }
  });

  it('reads the ClickHouse cluster and its shard URLs, refusing a bad one by its name without its values', () => {
    const url = 'http://cubus:s3cret@ch-1:8123/cubus';
    expect(loadConfig({ CLICKHOUSE_URL: url }).clickhouseCluster).toBeUndefined();
    const cluster = { CLICKHOUSE_URL: url, CUBUS_CLICKHOUSE_CLUSTER: 'cubus' };
    expect(
      loadConfig({ ...cluster, CUBUS_CLICKHOUSE_SHARD_URLS: 'http://ch-1:8123, https://ch-2:8443/' })
        .clickhouseCluster,
    ).toEqual({ name: 'cubus', shardUrls: ['http://ch-1:8123', 'https://ch-2:8443'] });
    const refusals: [Record<string, string>, RegExp][] = [
      [
        { CUBUS_CLICKHOUSE_CLUSTER: 'cubus', CUBUS_CLICKHOUSE_SHARD_URLS: 'http://ch-1:8123' },
        /^CUBUS_CLICKHOUSE_CLUSTER needs CLICKHOUSE_URL$/,
      ],
      [
        { CLICKHOUSE_URL: url, CUBUS_CLICKHOUSE_SHARD_URLS: 'http://ch-1:8123' },
        /^CUBUS_CLICKHOUSE_SHARD_URLS needs CUBUS_CLICKHOUSE_CLUSTER$/,
      ],
      [cluster, /^CUBUS_CLICKHOUSE_SHARD_URLS must be .*needed with CUBUS_CLICKHOUSE_CLUSTER/],
      [{ ...cluster, CUBUS_CLICKHOUSE_CLUSTER: 'a b' }, /^CUBUS_CLICKHOUSE_CLUSTER must be/],
      [
        { ...cluster, CUBUS_CLICKHOUSE_SHARD_URLS: 'http://ch-1:8123,ch-2:8123' },
        /^CUBUS_CLICKHOUSE_SHARD_URLS must be .*number 2/,
      ],
      [
        { ...cluster, CUBUS_CLICKHOUSE_SHARD_URLS: 'http://ch-1:8123,tcp://ch-2:9000' },
        /^CUBUS_CLICKHOUSE_SHARD_URLS must be .*number 2/,
      ],
      [
        { ...cluster, CUBUS_CLICKHOUSE_SHARD_URLS: 'http://cubus:s3cret@ch-1:8123' },
        /^CUBUS_CLICKHOUSE_SHARD_URLS must be .*has a user/,
      ],
      [
        { ...cluster, CUBUS_CLICKHOUSE_SHARD_URLS: 'http://ch-1:8123/cubus' },
        /^CUBUS_CLICKHOUSE_SHARD_URLS must be .*number 1/,
      ],
      [
        { ...cluster, CUBUS_CLICKHOUSE_SHARD_URLS: 'http://ch-1:8123,http://ch-1:8123/' },
        /^CUBUS_CLICKHOUSE_SHARD_URLS must be .*twice/,
      ],
    ];
    for (const [env, message] of refusals) {
      expect(() => loadConfig(env)).toThrow(message);
      expect(() => loadConfig(env)).not.toThrow(/s3cret|ch-1/);
    }
  });

  it('refuses a malformed number', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT');
  });

  it('reads the sources allow list: ranges, single addresses and host names', () => {
    expect(loadConfig({}).sources.allow).toEqual({ cidrs: [], hosts: [] });
    const { allow } = loadConfig({
      CUBUS_SOURCE_ALLOW: ' 127.0.0.1/32, ::1 ,10.2.0.0/16,DB.internal ',
    }).sources;
    expect(allow).toEqual({ cidrs: ['127.0.0.1/32', '::1/128', '10.2.0.0/16'], hosts: ['db.internal'] });
    for (const bad of ['10.0.0.0/33', 'http://x', '127.0.0.1/', '/var/run/postgresql'])
      expect(() => loadConfig({ CUBUS_SOURCE_ALLOW: bad }), bad).toThrow('CUBUS_SOURCE_ALLOW');
  });
});
