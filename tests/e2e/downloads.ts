import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Download, Locator, Page } from 'playwright-core';
import { signedInSession, type SignedInSession } from './harness';

/** The files a seller downloads (PDF, xlsx), end to end: one server and one browser per test file. */

export type DownloadSession = SignedInSession;

/**
 * A fresh server and browser, the demo seller signed in at 1440 px in a context that accepts
 * downloads. `bypassCSP` for files that inject axe-core as a script, which the app's CSP rightly
 * refuses (tests/e2e/axe.ts).
 */
export const downloadSession = ({ bypassCSP = false } = {}): Promise<DownloadSession> =>
  signedInSession({ viewport: { width: 1440, height: 900 }, acceptDownloads: true, bypassCSP });

/** What clicking `trigger` downloads. */
export async function downloadOf(page: Page, trigger: Locator): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), trigger.click()]);
  return download;
}

export async function bytesOf(download: Download): Promise<Buffer> {
  return readFile(await download.path());
}

export async function workbookOf(download: Download): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  return book;
}
