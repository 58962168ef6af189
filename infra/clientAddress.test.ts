import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { superLinearShapes, unitCostBound } from 'e2e/hostileInputs';
import { clientAddress, clientOf, trustedProxiesFrom } from './clientAddress';

const request = (remoteAddress: string | undefined, forwardedFor?: string | string[]) =>
  ({ socket: { remoteAddress }, headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor } }) as unknown as IncomingMessage;

describe('clientAddress', () => {
  const proxies = trustedProxiesFrom('127.0.0.1, ::1,10.0.0.5');

  it('is the connection’s address, X-Forwarded-For ignored, from anyone but a trusted proxy', () => {
    expect(clientAddress(request('203.0.113.7', '198.51.100.1'), proxies)).toBe('203.0.113.7');
    expect(clientAddress(request('127.0.0.1', '198.51.100.1'), trustedProxiesFrom(''))).toBe('127.0.0.1');
    expect(clientAddress(request('127.0.0.2', '198.51.100.1'), proxies)).toBe('127.0.0.2');
  });

  it('is the rightmost forwarded address that is no trusted proxy, from a trusted proxy', () => {
    expect(clientAddress(request('127.0.0.1', '198.51.100.1'), proxies)).toBe('198.51.100.1');
    expect(clientAddress(request('::ffff:127.0.0.1', 'spoofed, 198.51.100.1, 10.0.0.5'), proxies)).toBe('198.51.100.1');
    expect(clientAddress(request('::1', ['192.0.2.9', '198.51.100.2']), proxies)).toBe('198.51.100.2');
    // No header, or a hop that is no address: the last address that can be believed.
    expect(clientAddress(request('127.0.0.1'), proxies)).toBe('127.0.0.1');
    expect(clientAddress(request('127.0.0.1', '198.51.100.1, garbage'), proxies)).toBe('127.0.0.1');
    expect(clientAddress(request('127.0.0.1', '10.0.0.5'), proxies)).toBe('10.0.0.5');
  });

  it('takes trusted proxies as CIDR ranges and proxy-addr’s range names, as well as addresses', () => {
    const ranges = trustedProxiesFrom('10.0.0.0/8, fd00::/8');
    expect(clientAddress(request('10.1.2.3', '198.51.100.1, 10.200.0.1'), ranges)).toBe('198.51.100.1');
    expect(clientAddress(request('::ffff:10.1.2.3', '198.51.100.1'), ranges)).toBe('198.51.100.1');
    expect(clientAddress(request('fd12::1', '2001:db8::7'), ranges)).toBe('2001:db8::7');
    expect(clientAddress(request('11.0.0.1', '198.51.100.1'), ranges)).toBe('11.0.0.1');
    expect(clientAddress(request('127.0.0.9', '198.51.100.1'), trustedProxiesFrom('loopback'))).toBe('198.51.100.1');
    expect(clientAddress(request('192.168.0.1', '198.51.100.1'), trustedProxiesFrom('loopback'))).toBe('192.168.0.1');
  });

  it('reads at most 16 hops of X-Forwarded-For from the right: the 16th is taken as the client', () => {
    const ranges = trustedProxiesFrom('10.0.0.0/8');
    const hops = Array.from({ length: 40 }, (_, i) => `10.0.0.${i + 1}`).join(', ');
    expect(clientAddress(request('10.0.0.100', hops), ranges)).toBe('10.0.0.25');
  });

  it('stands for an IPv6 client by its /64', () => {
    expect(clientOf(request('2001:db8:1:2:aaaa::1'), proxies)).toBe(clientOf(request('2001:db8:1:2:bbbb::2'), proxies));
    expect(clientOf(request('127.0.0.1', '2001:db8:1:2::1'), proxies)).toBe('2001:db8:1:2::/64');
  });

  it('refuses a trusted proxy setting that is no list of addresses', () => {
    expect(() => trustedProxiesFrom('127.0.0.1, proxy.example')).toThrow(/BACKEND_TRUSTED_PROXIES.*"proxy.example"/);
    expect(() => trustedProxiesFrom('10.0.0.0/33, 10.0.0.0/8')).toThrow(/BACKEND_TRUSTED_PROXIES.*"10.0.0.0\/33"/);
    expect(() => trustedProxiesFrom('::1/129')).toThrow(/"::1\/129"/);
    expect(trustedProxiesFrom('')('127.0.0.1', 0)).toBe(false);
    expect(trustedProxiesFrom(' , ')('127.0.0.1', 0)).toBe(false);
  });

  it('costs time linear in the header, whatever its shape', async () => {
    expect(await superLinearShapes((text) => clientAddress(request('127.0.0.1', text), proxies), unitCostBound)).toEqual([]);
    expect(await superLinearShapes((text) => clientAddress(request('127.0.0.1', `${text}, 198.51.100.1`), proxies), unitCostBound)).toEqual([]);
  });
});
