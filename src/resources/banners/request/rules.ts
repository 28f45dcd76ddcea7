import type { BannerPosition } from '../../../api/banners';
import { absoluteHttpUrl } from '../../../domain/httpUrl';

/**
 * The request form's own checks, the same as the server's (docs/contract/marketing.md
 * "Banners"): the file's type, weight and pixel size, the optional link. Each answers an i18n
 * key with its values, or null when the value passes.
 */

export interface RuleProblem {
  key: string;
  values?: Record<string, string | number>;
}

export const BANNER_FILE_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/webp'];
export const BANNER_MAX_BYTES = 5 * 1024 * 1024;
export const BANNER_LINK_MAX = 500;

export interface PixelSize {
  width: number;
  height: number;
}

export function fileProblem(file: Pick<File, 'type' | 'size'>): RuleProblem | null {
  if (!BANNER_FILE_TYPES.includes(file.type)) return { key: 'banners.request.fileType' };
  if (file.size > BANNER_MAX_BYTES) return { key: 'banners.request.fileTooBig' };
  return null;
}

/**
 * 'Размер изображения 800×200, нужен 1200×300' when the image is not the position's size. A
 * position whose size the reply did not carry is not checked here (the server checks it).
 */
export function sizeProblem(
  actual: PixelSize,
  position: Pick<BannerPosition, 'width' | 'height'>,
): RuleProblem | null {
  if (position.width === null || position.height === null) return null;
  if (actual.width === position.width && actual.height === position.height) return null;
  return {
    key: 'banners.request.wrongSize',
    values: {
      actual: `${actual.width}×${actual.height}`,
      needed: `${position.width}×${position.height}`,
    },
  };
}

/** A blank link is fine (it is optional); else an absolute http(s) URL of at most 500 characters. */
export function linkProblem(link: string): RuleProblem | null {
  const text = link.trim();
  if (text === '') return null;
  if (text.length > BANNER_LINK_MAX)
    return { key: 'banners.request.linkTooLong', values: { max: BANNER_LINK_MAX } };
  return absoluteHttpUrl(text) ? null : { key: 'banners.request.linkNotHttp' };
}

/** The pixel size of an image file, read by the browser (rejects when it is not an image). */
export function readImageSize(file: Blob): Promise<PixelSize> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve({ width: image.naturalWidth, height: image.naturalHeight });
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('not an image'));
    };
    image.src = url;
  });
}
