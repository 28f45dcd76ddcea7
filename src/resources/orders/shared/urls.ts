/**
 * Links and images from the server are shown only when they are http(s) URLs or same-origin
 * paths (`/seller/uploads/...`): anything else (javascript:, data:, protocol-relative) is dropped.
 */
export function safeUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  const text = value.trim();
  if (text.startsWith('/') && !text.startsWith('//') && !text.startsWith('/\\')) return text;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The file name part of a URL, for link labels. */
export function fileNameOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? url;
  const name = path.substring(path.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(name) || url;
  } catch {
    return name || url;
  }
}
