import { describe, expect, it } from '@rstest/core';
import { outboundUrlMessage } from '@beacon/shared/contract';
import { classifyAddress, parseIpv6 } from './addresses.ts';
import { ALLOW_LOOPBACK_ENV, OutboundPolicy, allowLoopbackFromEnv, checkSavedUrls } from './policy.ts';
import { fakeLookup } from './testSupport.ts';

/** What the policy says of a URL at save time: the refusal's kind, or 'ok'. */
async function verdict(policy: OutboundPolicy, url: string): Promise<string> {
  return (await policy.checkForSave(url))?.kind ?? 'ok';
}

/** Each case's URL gets the case's verdict from `policy`. */
async function expectVerdicts(policy: OutboundPolicy, cases: Array<[string, string]>): Promise<void> {
  const seen = await Promise.all(cases.map(async ([url]) => [url, await verdict(policy, url)]));
  expect(seen).toEqual(cases);
}

describe('address kinds', () => {
  it('classifies IPv4 ranges', () => {
    const cases: Array<[string, string]> = [
      ['8.8.8.8', 'public'],
      ['93.184.216.34', 'public'],
      ['0.0.0.0', 'unspecified'],
      ['0.1.2.3', 'unspecified'],
      ['127.0.0.1', 'loopback'],
      ['127.255.0.9', 'loopback'],
      ['169.254.169.254', 'link-local'],
      ['169.254.0.1', 'link-local'],
      ['10.0.0.1', 'private'],
      ['172.16.0.1', 'private'],
      ['172.31.255.255', 'private'],
      ['172.32.0.1', 'public'],
      ['192.168.1.1', 'private'],
      ['100.64.0.1', 'private'],
      ['100.100.100.200', 'private'],
      ['100.128.0.1', 'public'],
      ['192.0.0.170', 'reserved'],
      ['198.18.0.1', 'reserved'],
      ['224.0.0.1', 'reserved'],
      ['240.0.0.1', 'reserved'],
      ['255.255.255.255', 'reserved'],
    ];
    expect(cases.map(([ip]) => [ip, classifyAddress(ip)])).toEqual(cases);
  });

  it('classifies IPv6, judging an IPv4 address carried inside as that address', () => {
    const cases: Array<[string, string]> = [
      ['2606:4700:4700::1111', 'public'],
      ['::', 'unspecified'],
      ['::1', 'loopback'],
      ['[::1]', 'loopback'],
      ['fe80::1', 'link-local'],
      ['fe80::1%eth0', 'link-local'],
      ['febf::1', 'link-local'],
      ['fec0::1', 'private'],
      ['fc00::1', 'private'],
      ['fd00:ec2::254', 'private'],
      ['ff02::1', 'reserved'],
      ['100::1', 'reserved'],
      ['::ffff:169.254.169.254', 'link-local'],
      ['::ffff:a9fe:a9fe', 'link-local'],
      ['::ffff:127.0.0.1', 'loopback'],
      ['::ffff:7f00:1', 'loopback'],
      ['::ffff:8.8.8.8', 'public'],
      ['::10.0.0.1', 'private'],
      ['64:ff9b::a9fe:a9fe', 'link-local'],
      ['64:ff9b::808:808', 'public'],
      ['64:ff9b:1::1', 'private'],
      ['2002:a9fe:a9fe::1', 'link-local'],
      ['2002:808:808::1', 'public'],
    ];
    expect(cases.map(([ip]) => [ip, classifyAddress(ip)])).toEqual(cases);
    expect(classifyAddress('example.com')).toBeUndefined();
    expect(parseIpv6('1:2:3:4:5:6:7:8')).toEqual([0, 1, 0, 2, 0, 3, 0, 4, 0, 5, 0, 6, 0, 7, 0, 8]);
    expect(parseIpv6('1::8')).toEqual([0, 1, ...Array.from({ length: 12 }, () => 0), 0, 8]);
  });
});

describe('outbound policy', () => {
  const lookup = fakeLookup({
    'hooks.example.com': ['93.184.216.34'],
    'metadata.test': ['169.254.169.254'],
    'mixed.test': ['93.184.216.34', '10.0.0.7'],
    'v6-metadata.test': ['fd00:ec2::254'],
    'receiver.test': ['127.0.0.1'],
  });
  const policy = new OutboundPolicy({ allowLoopback: true, lookup });
  policy.addPlatformOrigin('http://127.0.0.1:4000');
  policy.addPlatformOrigin('http://localhost:4001/');

  it('refuses link-local, private, unspecified and reserved addresses however the URL writes them', async () => {
    const cases: Array<[string, string]> = [
      ['http://169.254.169.254/latest/meta-data/', 'link-local'],
      ['http://2852039166/', 'link-local'], // decimal
      ['http://0xa9.0xfe.0xa9.0xfe/', 'link-local'], // hex
      ['http://0251.0376.0251.0376/', 'link-local'], // octal
      ['http://0xa9fea9fe/', 'link-local'],
      ['http://169.254.43518/', 'link-local'],
      ['http://[::ffff:169.254.169.254]/', 'link-local'],
      ['http://[::ffff:a9fe:a9fe]:8080/', 'link-local'],
      ['http://[fe80::1]/', 'link-local'],
      ['http://10.1.2.3:8080/hook', 'private'],
      ['https://172.20.0.5/', 'private'],
      ['http://192.168.0.1/', 'private'],
      ['http://[fd00:ec2::254]/', 'private'],
      ['http://0.0.0.0:9000/', 'unspecified'],
      ['http://0/', 'unspecified'],
      ['http://[::]/', 'unspecified'],
      ['http://224.0.0.1/', 'reserved'],
      ['http://255.255.255.255/', 'reserved'],
      ['https://hooks.example.com/in', 'ok'],
      ['https://8.8.8.8/', 'ok'],
    ];
    await expectVerdicts(policy, cases);
  });

  it("refuses the platform's own API and IdP, in any spelling of loopback, and allows other loopback ports", async () => {
    const cases: Array<[string, string]> = [
      ['http://127.0.0.1:4000/v1/accounts', 'platform'],
      ['http://localhost:4000/', 'platform'],
      ['http://LOCALHOST.:4000/', 'platform'],
      ['http://127.1:4000/', 'platform'],
      ['http://2130706433:4000/', 'platform'],
      ['http://0x7f000001:4001/', 'platform'],
      ['http://[::1]:4001/', 'platform'],
      ['http://[::ffff:127.0.0.1]:4001/', 'platform'],
      ['http://receiver.test:4001/', 'platform'],
      ['http://api.localhost:4000/', 'platform'],
      ['http://127.0.0.1:4010/hook', 'ok'],
      ['http://localhost:9999/', 'ok'],
      ['http://receiver.test:8080/', 'ok'],
    ];
    await expectVerdicts(policy, cases);
  });

  it('refuses loopback altogether when allowLoopback is false', async () => {
    const strict = new OutboundPolicy({ allowLoopback: false, lookup });
    expect(await verdict(strict, 'http://127.0.0.1:4010/hook')).toBe('loopback');
    expect(await verdict(strict, 'http://localhost:9999/')).toBe('loopback');
    expect(await verdict(strict, 'http://[::1]:9999/')).toBe('loopback');
    expect(await verdict(strict, 'http://receiver.test:8080/')).toBe('loopback');
    expect(await verdict(strict, 'https://hooks.example.com/in')).toBe('ok');
  });

  it('judges a name by every address it resolves to; a name that does not resolve passes a save', async () => {
    expect(await policy.checkForSave('http://metadata.test/latest')).toEqual({
      kind: 'link-local',
      host: 'metadata.test',
      address: '169.254.169.254',
    });
    expect(await verdict(policy, 'http://mixed.test/')).toBe('private');
    expect(await verdict(policy, 'http://v6-metadata.test/')).toBe('private');
    expect(await verdict(policy, 'http://nowhere.test/')).toBe('ok');
  });

  it('answers the addresses to connect to for a delivery, or the refusal; a lookup error throws', async () => {
    expect(await policy.resolve(new URL('https://hooks.example.com/x'))).toEqual({
      addresses: [{ address: '93.184.216.34', family: 4 }],
    });
    expect(await policy.resolve(new URL('http://[::ffff:a9fe:a9fe]/'))).toEqual({
      refusal: { kind: 'link-local', host: '::ffff:a9fe:a9fe' },
    });
    expect(await policy.resolve(new URL('http://mixed.test/'))).toEqual({
      refusal: { kind: 'private', host: 'mixed.test', address: '10.0.0.7' },
    });
    await expect(policy.resolve(new URL('http://nowhere.test/'))).rejects.toThrow('ENOTFOUND');
  });

  it('words the 400 message with the host, and the address a name resolved to', async () => {
    const literal = await policy.checkForSave('http://169.254.169.254/');
    expect(outboundUrlMessage(literal ?? { kind: 'private', host: '' })).toBe(
      'URL not allowed: 169.254.169.254 is a link-local address (169.254.0.0/16, fe80::/10), where cloud metadata services answer',
    );
    const named = await policy.checkForSave('http://metadata.test/');
    expect(outboundUrlMessage(named ?? { kind: 'private', host: '' })).toBe(
      'URL not allowed: metadata.test resolves to 169.254.169.254, a link-local address (169.254.0.0/16, fe80::/10), where cloud metadata services answer',
    );
    const own = await policy.checkForSave('http://localhost:4001/');
    expect(outboundUrlMessage(own ?? { kind: 'private', host: '' })).toBe(
      "URL not allowed: localhost:4001 is the platform's own API or sign-in service",
    );
    await expect(
      checkSavedUrls(policy, [
        { url: 'https://hooks.example.com/in', field: 'body.routes.0.url' },
        { url: 'http://10.0.0.1/', field: 'body.routes.1.url' },
      ]),
    ).rejects.toMatchObject({
      status: 400,
      field: 'body.routes.1.url',
      message:
        'URL not allowed: 10.0.0.1 is a private network address (10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16, 100.64.0.0/10, fc00::/7)',
    });
  });

  it(`reads ${ALLOW_LOOPBACK_ENV}: unset or true allows, false refuses, anything else is an error`, () => {
    expect(allowLoopbackFromEnv({})).toBe(true);
    expect(allowLoopbackFromEnv({ [ALLOW_LOOPBACK_ENV]: 'true' })).toBe(true);
    expect(allowLoopbackFromEnv({ [ALLOW_LOOPBACK_ENV]: 'false' })).toBe(false);
    expect(allowLoopbackFromEnv({ [ALLOW_LOOPBACK_ENV]: ' OFF ' })).toBe(false);
    expect(allowLoopbackFromEnv({ [ALLOW_LOOPBACK_ENV]: '0' })).toBe(false);
    expect(() => allowLoopbackFromEnv({ [ALLOW_LOOPBACK_ENV]: 'maybe' })).toThrow(ALLOW_LOOPBACK_ENV);
  });
});
