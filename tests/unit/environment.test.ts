import { describe, expect, it } from 'vitest';
import { environmentFor } from '../../src/config/environment';

describe('environment by origin', () => {
  it('treats any loopback origin as local, with the main website on the same origin', () => {
    expect(environmentFor('http://127.0.0.1:43123')).toEqual({
      name: 'local',
      sellerUrl: 'http://127.0.0.1:43123',
      websiteUrl: 'http://127.0.0.1:43123',
      transportUrl: 'http://127.0.0.1:43123',
    });
    expect(environmentFor('http://localhost:8080').name).toBe('local');
  });

  it('recognises the remote environments by their seller origin', () => {
    expect(environmentFor('https://seller.staging.market.example').name).toBe('staging');
    expect(environmentFor('https://seller.dev.market.example').websiteUrl).toBe('https://dev.market.example');
    expect(environmentFor('https://seller.test.market.example').name).toBe('test');
  });

  it('defaults to production for any other origin', () => {
    const env = environmentFor('https://unknown.example.org');
    expect(env.name).toBe('production');
    expect(env.websiteUrl).toBe('https://market.example');
  });
});
