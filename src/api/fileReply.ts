/** A file a call answered with: its bytes and the name the server gave it (null without one). */
export interface FileReply {
  blob: Blob;
  fileName: string | null;
}

const EXTENDED_NAME = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i;
const PLAIN_NAME = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i;

/**
 * The file name of a `content-disposition` header: the RFC 5987 `filename*=UTF-8''…` form first
 * (Russian names travel so), else the plain `filename=`; null when there is neither. Path parts
 * are dropped, so a name cannot point the browser anywhere but the downloads folder.
 */
export function fileNameOfDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = EXTENDED_NAME.exec(header);
  let name: string | null = null;
  if (extended?.[2]) {
    try {
      name = decodeURIComponent(extended[2].trim());
    } catch {
      name = null;
    }
  }
  if (name === null) {
    const plain = PLAIN_NAME.exec(header);
    name = (plain?.[1] ?? plain?.[2] ?? '').trim() || null;
  }
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : null;
}
