/**
 * An absolute http(s) URL, or null: the only links the app opens from server data (payment
 * pages, courier websites, the widget's store link). No imports: the widget bundle uses it too.
 */
export function absoluteHttpUrl(value: unknown): string | null {
  if (typeof value !== 'string' || !value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
