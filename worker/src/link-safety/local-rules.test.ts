import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Blocklist, DEFAULT_BLOCKLIST, parseBlocklist } from './blocklist.js';
import { checkLocally, type UnsafeRule } from './local-rules.js';

const blocklist = new Blocklist(DEFAULT_BLOCKLIST);

// Every local rule, with the links it must let through beside the ones it must stop.
const CASES: [url: string, expected: 'Safe' | UnsafeRule][] = [
  // Ordinary links stay links.
  ['https://example.com', 'Safe'],
  ['http://example.com/booking?week=2#slots', 'Safe'],
  ['https://www.harbor-dental.co.uk/opening-hours', 'Safe'],
  ['https://book.squareup.com/appointments/XyZ123', 'Safe'],
  ['example.org/menu', 'Safe'],
  ['https://example.com:8443/shop', 'Safe'],
  // The brands' own addresses, and honest names that share a word with one.
  ['https://www.paypal.com/paypalme/harbordental', 'Safe'],
  ['https://accounts.google.com/signin', 'Safe'],
  ['https://maps.google.com/?q=harbor+dental', 'Safe'],
  ['https://apple-valley-plumbing.com', 'Safe'],
  ['https://paypal-donations.example.org', 'Safe'],
  ['https://apply.example.com', 'Safe'],
  ['https://cloud.example.com', 'Safe'],
  ['https://my-finance.example', 'Safe'],
  // International names that imitate nobody.
  ['https://xn--bcher-kva.example/', 'Safe'],
  ['https://münchen-bäckerei.de', 'Safe'],
  ['https://xn--e1afmkfd.xn--p1ai', 'Safe'],
  // Not an http(s) address.
  ['javascript:alert(document.cookie)', 'scheme'],
  ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', 'scheme'],
  ['file:///etc/passwd', 'scheme'],
  ['ftp://files.example.com/price-list.pdf', 'scheme'],
  ['vbscript:msgbox(1)', 'scheme'],
  ['https://', 'unreadable'],
  ['https:://example.com', 'unreadable'],
  // Credentials in the address hide where it really goes.
  ['https://www.paypal.com@evil.example/login', 'credentials'],
  ['https://user:secret@example.com/', 'credentials'],
  // Raw addresses, in any of the forms URL parsing accepts, and names without a domain.
  ['http://192.168.1.20/admin', 'ip-address'],
  ['http://203.0.113.7:8080/', 'ip-address'],
  ['http://0x7f.1/', 'ip-address'],
  ['http://2130706433/', 'ip-address'],
  ['http://[2001:db8::1]/', 'ip-address'],
  ['http://[::ffff:127.0.0.1]/', 'ip-address'],
  ['http://localhost:3000/', 'no-domain'],
  // The blocklist, with its subdomains.
  ['https://testsafebrowsing.appspot.com/s/malware.html', 'blocklist'],
  ['http://malware.testing.google.test/testing/malware/', 'blocklist'],
  ['https://www.ianfette.org/', 'blocklist'],
  ['https://cdn.malware.wicar.org/data/ms14_064_ole_not_xp.html', 'blocklist'],
  // Look-alikes of well-known brands: digits, one letter off, other scripts, punycode.
  ['https://paypa1.com/signin', 'look-alike'],
  ['https://g00gle.com', 'look-alike'],
  ['https://gogle.com', 'look-alike'],
  ['https://amazno.com/orders', 'look-alike'],
  ['https://faceb00k-login.net', 'look-alike'],
  ['https://secure.rnicrosoft.com', 'look-alike'],
  ['https://app1e.com', 'look-alike'],
  ['https://twltter.com', 'look-alike'],
  ['https://netflix-billing.paypall.co.uk', 'look-alike'],
  ['https://xn--80ak6aa92e.com', 'look-alike'], // аррӏе, all Cyrillic
  ['https://раураl.com', 'look-alike'], // Cyrillic and Latin mixed, written in Unicode
  ['https://xn--ggle-55da.com', 'look-alike'], // gооgle with Cyrillic о
  ['https://paypal.com.account-verify.example', 'look-alike'],
  ['https://www.apple.com-support.example/', 'look-alike'],
];

describe('link safety: the local rules', () => {
  it.each(CASES)('%s → %s', (url, expected) => {
    const result = checkLocally(url, blocklist);
    expect(result.verdict === 'Safe' ? 'Safe' : result.rule).toBe(expected);
  });

  it('covers every rule with at least one case, and safe links too', () => {
    const rules = new Set(CASES.map(([, expected]) => expected));
    expect([...rules].sort()).toEqual(['Safe', 'blocklist', 'credentials', 'ip-address', 'look-alike', 'no-domain', 'scheme', 'unreadable']);
  });
});

describe('link safety: the blocklist file', () => {
  let folder: string;
  beforeAll(() => (folder = mkdtempSync(join(tmpdir(), 'blocklist-'))));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('reads hosts, hosts-file lines and URLs, skipping comments, in punycode', () => {
    const hosts = parseBlocklist(
      ['# a comment', '', 'Evil.Example  # trailing comment', '0.0.0.0 tracker.example', 'https://phish.example/login', '*.wild.example', 'bücher-betrug.example.'].join(
        '\n',
      ),
    );
    expect([...hosts].sort()).toEqual(['evil.example', 'phish.example', 'tracker.example', 'wild.example', new URL('https://bücher-betrug.example').hostname]);
  });

  it('blocks subdomains of a listed host but not its parent or lookalike suffixes', () => {
    const path = join(folder, 'list.txt');
    writeFileSync(path, 'evil.example\n');
    const list = new Blocklist(path);
    expect(list.has('evil.example')).toBe(true);
    expect(list.has('a.b.evil.example')).toBe(true);
    expect(list.has('example')).toBe(false);
    expect(list.has('notevil.example')).toBe(false);
  });

  it('reads the file again when it changes, without a restart', () => {
    const path = join(folder, 'changing.txt');
    writeFileSync(path, 'first.example\n');
    const list = new Blocklist(path);
    expect(checkLocally('https://second.example/', list)).toEqual({ verdict: 'Safe' });
    writeFileSync(path, 'first.example\nsecond.example\n# added later\n');
    expect(checkLocally('https://second.example/', list)).toEqual({ verdict: 'Unsafe', rule: 'blocklist' });
    expect(list.size).toBe(2);
  });
});
