import fc from 'fast-check';
import { clientAddressBucket } from './client-address.js';

describe('clientAddressBucket', () => {
  it('counts an IPv4 address by itself', () => {
    expect(clientAddressBucket('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressBucket('203.0.113.8')).not.toBe(clientAddressBucket('203.0.113.7'));
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address, in either spelling', () => {
    for (const mapped of ['::ffff:203.0.113.7', '::FFFF:cb00:7107', '0:0:0:0:0:ffff:203.0.113.7', '[::ffff:203.0.113.7]']) {
      expect(clientAddressBucket(mapped)).toBe('203.0.113.7');
    }
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    const bucket = '2001:db8:1:2::/64';
    for (const address of ['2001:db8:1:2:3:4:5:6', '2001:DB8:1:2::1', '2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::', '[2001:db8:1:2::9]']) {
      expect(clientAddressBucket(address)).toBe(bucket);
    }
    expect(clientAddressBucket('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientAddressBucket('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressBucket('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientAddressBucket('1::2:3:4:5:6:7')).toBe('1:0:2:3::/64');
  });

  it('answers what is not an address as given', () => {
    for (const text of ['unknown', '', '1:2:3', '1::2::3', '2001:db8::1::', '12345::', '1:2:3:4:5:6:7:8:9', '256.1.1.1', '::ffff:1.2.3', 'a.b.c.d']) {
      expect(clientAddressBucket(text)).toBe(text.trim().toLowerCase());
    }
  });

  const group = fc.integer({ min: 0, max: 0xffff });
  const groups = fc.array(group, { minLength: 8, maxLength: 8 }).filter((g) => !(g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff));
  const write = (g: number[]) => g.map((x) => x.toString(16)).join(':');

  it('gives every address of one /64 the same bucket, and addresses of different /64s different ones', () => {
    fc.assert(
      fc.property(groups, fc.array(group, { minLength: 4, maxLength: 4 }), (address, otherHost) => {
        const sameNetwork = [...address.slice(0, 4), ...otherHost];
        expect(clientAddressBucket(write(sameNetwork))).toBe(clientAddressBucket(write(address)));
      }),
    );
    fc.assert(
      fc.property(groups, groups, (a, b) => {
        fc.pre(write(a.slice(0, 4)) !== write(b.slice(0, 4)));
        expect(clientAddressBucket(write(a))).not.toBe(clientAddressBucket(write(b)));
      }),
    );
  });

  it('never lets a /64 share a bucket with an IPv4 address', () => {
    fc.assert(fc.property(groups, (address) => expect(clientAddressBucket(write(address))).toMatch(/::\/64$/)));
  });
});
