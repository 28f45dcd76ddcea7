import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fileNameOfDisposition } from '../../src/api/fileReply';
import { requestFile } from '../../src/api/http';
import { setNavigator } from '../../src/api/navigation';
import { ApiError } from '../../src/api/errors';

describe('fileNameOfDisposition', () => {
  it('reads the RFC 5987 name first, then the plain one, and drops path parts', () => {
    expect(
      fileNameOfDisposition(
        `attachment; filename="x.xlsx"; filename*=UTF-8''${encodeURIComponent('Цены и остатки.xlsx')}`,
      ),
    ).toBe('Цены и остатки.xlsx');
    expect(fileNameOfDisposition('attachment; filename="prices.csv"')).toBe('prices.csv');
    expect(fileNameOfDisposition('attachment; filename=prices.csv')).toBe('prices.csv');
    expect(fileNameOfDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameOfDisposition("attachment; filename*=UTF-8''%E0%A4%A")).toBeNull();
    expect(fileNameOfDisposition('attachment')).toBeNull();
    expect(fileNameOfDisposition(null)).toBeNull();
  });
});

describe('requestFile', () => {
  const navigated: string[] = [];
  beforeEach(() => {
    navigated.length = 0;
    setNavigator((to) => navigated.push(to));
    localStorage.setItem('sellerAccessToken', 'access-1');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  const serve = (response: () => Response) => {
    const sent: RequestInit[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        sent.push(init);
        return response();
      }),
    );
    return sent;
  };

  it('answers the bytes and the name of a file reply, sending the bearer', async () => {
    const sent = serve(
      () =>
        new Response('a;b', {
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': "attachment; filename*=UTF-8''a.csv",
          },
        }),
    );
    const file = await requestFile('ProductImport/Template', { method: 'GET' });
    expect(file.fileName).toBe('a.csv');
    expect(await file.blob.text()).toBe('a;b');
    expect((sent[0]!.headers as Record<string, string>).Authorization).toBe('Bearer access-1');
  });

  it('rejects a refusal with its message, without leaving the page when the caller handles it', async () => {
    serve(() => Response.json({ status: -1, errorMessage: 'Импорт не найден' }));
    const refused = requestFile('ProductImport/ErrorsFile', { handles: [-1], onFailure: 'silent' });
    await expect(refused).rejects.toEqual(new ApiError(-1, 'Импорт не найден'));
    expect(navigated).toEqual([]);
  });

  it('does not save an HTML page as the file', async () => {
    serve(() => new Response('<!doctype html>', { headers: { 'Content-Type': 'text/html' } }));
    await expect(requestFile('ProductImport/Template', { onFailure: 'silent' })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(navigated).toEqual([]);
  });

  it('goes to the error page for an envelope where a file was expected, unless silent', async () => {
    serve(() => Response.json({ status: 1, data: null }));
    await expect(requestFile('ProductImport/Template')).rejects.toBeInstanceOf(ApiError);
    expect(navigated).toEqual(['/error-page']);
  });
});
