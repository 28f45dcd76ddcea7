import { describe, expect, it } from 'vitest';
import { buildConfig } from '../../server/config.js';

describe('HOST', () => {
  it('is the loopback interface by default: the demo prints its passwords', () => {
    expect(buildConfig({}).host).toBe('127.0.0.1');
    expect(buildConfig({ HOST: '  ' }).host).toBe('127.0.0.1');
  });

  it('opens every interface with HOST=0.0.0.0 (containers)', () => {
    expect(buildConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(buildConfig({ HOST: '::' }).host).toBe('::');
  });
});
