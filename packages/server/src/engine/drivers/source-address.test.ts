import { networkInterfaces } from 'node:os';
import { describe, expect, it } from 'vitest';
import { allowListOf, checkAddress, embeddedIpv4, isDeniedAddress, parseHost } from './source-address';

const none = allowListOf({ cidrs: [], hosts: [] });

describe('source addresses', () => {
  it.each(['db.example.com', 'db-1.internal.', '203.0.113.7', '2001:db8::1', '[2001:db8::1]'])(
    'takes %s as a host',
    (host) => {
      expect(parseHost(host)).toBe(host.replace(/^\[|\]$/g, ''));
    },
  );

  it.each([
    '/var/run/postgresql',
    '127.0.0.1:3102/api/health#',
    'db.example.com:5432',
    'http://db.example.com',
    'user@db.example.com',
    'db example',
    'db.example.com/x',
    '-db.example.com',
    '',
    '[127.0.0.1]',
    'a'.repeat(64),
  ])('refuses %s as invalid_host', (host) => {
    expect(() => parseHost(host)).toThrow(expect.objectContaining({ status: 400, code: 'invalid_host' }));
  });

  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '0.0.0.0',
    '169.254.169.254',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '100.64.0.1',
    '::',
    '::1',
    'fe80::1',
    'fd00::1',
    'fc00::5',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:169.254.169.254',
    '::ffff:a9fe:a9fe',
    '::ffff:10.0.0.1',
    '::127.0.0.1',
    '64:ff9b::192.168.0.1',
    '0:0:0:0:0:ffff:c0a8:101',
  ])('denies %s', (address) => {
    expect(isDeniedAddress(address)).toBe(true);
  });

  it.each(['203.0.113.7', '8.8.8.8', '172.32.0.1', '2001:db8::1', '::ffff:8.8.8.8'])(
    'lets %s through',
    (address) => {
      expect(isDeniedAddress(address)).toBe(false);
    },
  );

  it('denies the machine’s own interface addresses', () => {
    const own = Object.values(networkInterfaces())
      .flat()
      .map((entry) => entry?.address.split('%')[0] ?? '');
    expect(own.length).toBeGreaterThan(0);
    for (const address of own) expect(isDeniedAddress(address), address).toBe(true);
  });

  it('reads the IPv4 address inside IPv6 forms', () => {
    expect(embeddedIpv4('::ffff:7f00:1')).toBe('127.0.0.1');
    expect(embeddedIpv4('64:ff9b::a9fe:a9fe')).toBe('169.254.169.254');
    expect(embeddedIpv4('::1')).toBeUndefined();
    expect(embeddedIpv4('2001:db8::1')).toBeUndefined();
  });

  it('refuses a denied address or a name that resolves to one, as source_unreachable, telling why only to the log', async () => {
    const reasons: string[] = [];
    for (const host of ['127.0.0.1', 'localhost', '::ffff:127.0.0.1', '[::1]'])
      await expect(checkAddress(host, 5432, none, (reason) => reasons.push(reason))).rejects.toMatchObject({
        status: 422,
        code: 'source_unreachable',
      });
    expect(reasons).toHaveLength(4);
    expect(reasons[1]).toContain('localhost');
  });

  it('answers the same for a name that does not resolve', async () => {
    await expect(checkAddress('no-such-host.invalid', 5432, none)).rejects.toMatchObject({
      code: 'source_unreachable',
    });
  });

  it('opens exceptions by range and by host name, and answers the checked address', async () => {
    const byRange = allowListOf({ cidrs: ['127.0.0.0/8', '::1/128'], hosts: [] });
    expect(await checkAddress('127.0.0.1', 5432, byRange)).toEqual({
      address: '127.0.0.1',
      family: 4,
      name: '127.0.0.1',
      port: 5432,
    });
    expect(await checkAddress('::ffff:127.0.0.1', 5432, byRange)).toMatchObject({ family: 6 });
    const byName = allowListOf({ cidrs: [], hosts: ['LocalHost'] });
    const to = await checkAddress('localhost', 3306, byName);
    expect(to.name).toBe('localhost');
    expect(['127.0.0.1', '::1']).toContain(to.address);
    await expect(checkAddress('127.0.0.1', 3306, byName)).rejects.toMatchObject({
      code: 'source_unreachable',
    });
  });

  it('refuses a port outside 1–65535', async () => {
    await expect(checkAddress('127.0.0.1', 0, none)).rejects.toMatchObject({ code: 'invalid_host' });
    await expect(checkAddress('127.0.0.1', 70000, none)).rejects.toMatchObject({ code: 'invalid_host' });
  });
});
