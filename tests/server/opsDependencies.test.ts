import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { satisfiesNodeRange } from './opsNodeRange.js';

interface LockedPackage {
  version?: string;
  engines?: { node?: string } | string[];
}

const root = path.resolve(import.meta.dirname, '../..');
const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as T;

describe('the Node range reader', () => {
  it.each([
    ['20.19.0', '>=20.19', true],
    ['20.19.0', '>=22', false],
    ['20.19.0', '^20.19.0 || >=22.12.0', true],
    ['20.18.1', '^20.19.0 || >=22.12.0', false],
    ['20.19.0', '16 || 14 >=14.17', false],
    ['20.19.0', '20.x || 22.x', true],
    ['20.19.0', '>= 4', true],
    ['20.19.0', '*', true],
    ['20.19.0', '^18.18.0 || ^20.9.0 || >=21.1.0', true],
    ['20.19.0', '~20.18.0', false],
  ])('%s in %s: %s', (version, range, expected) => {
    expect(satisfiesNodeRange(version, range)).toBe(expected);
  });
});

describe('the locked dependencies on the oldest supported Node', () => {
  const minimum = /^>=\s*(\d+\.\d+(\.\d+)?)$/.exec(
    readJson<{ engines: { node: string } }>('package.json').engines.node,
  );

  it('package.json names a minimum Node version', () => {
    expect(minimum?.[1]).toBeDefined();
  });

  it('every installed package accepts it (npm ci prints no EBADENGINE)', () => {
    const lock = readJson<{ packages: Record<string, LockedPackage> }>('package-lock.json');
    const oldest = minimum?.[1] ?? '';
    const refusing = Object.entries(lock.packages)
      .filter(([name]) => name !== '')
      .flatMap(([name, info]) => {
        const range = Array.isArray(info.engines) ? undefined : info.engines?.node;
        return range && !satisfiesNodeRange(oldest, range) ? [`${name}@${info.version}: ${range}`] : [];
      });
    expect(refusing).toEqual([]);
  });

  it('light-my-request sends injected cookies (its cookie package is pinned to 1.x)', async () => {
    const app = Fastify();
    app.get('/echo', async (request) => ({ cookie: request.headers.cookie }));
    const response = await app.inject({ method: 'GET', url: '/echo', cookies: { a: 'one', b: 'two words' } });
    expect(response.json()).toEqual({ cookie: 'a=one; b=two%20words' });
    await app.close();
  });

  it('@fastify/static names downloads (its content-disposition package is pinned to 2.x)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ops-static-'));
    writeFileSync(path.join(dir, 'report.txt'), 'figures');
    const app = Fastify();
    await app.register(fastifyStatic, { root: dir, serve: false });
    app.get('/download', async (_request, reply) => reply.download('report.txt', 'отчёт 1.txt'));
    try {
      const response = await app.inject({ method: 'GET', url: '/download' });
      expect(response.body).toBe('figures');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="????? 1.txt"; filename*=UTF-8''%D0%BE%D1%82%D1%87%D1%91%D1%82%201.txt`,
      );
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
