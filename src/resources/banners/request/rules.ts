import type { BannerPosition } from '../../../api/banners';
import { checkHttpLink, type HttpLinkProblem } from '../../../../rules/httpLink';

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

const LINK_PROBLEMS: Readonly<Record<Exclude<HttpLinkProblem, 'tooLong'>, string>> = {
  notHttp: 'banners.request.linkNotHttp',
  spaces: 'banners.request.linkSpaces',
  credentials: 'banners.request.linkCredentials',
};

/**
 * A blank link is fine (it is optional); else the server's rule (rules/httpLink.ts): an http(s)
 * link with a host, no user name or password, no whitespace or control character, at most 500
 * characters. The server stores its canonical form.
 */
export function linkProblem(link: string): RuleProblem | null {
  const text = link.trim();
  if (text === '') return null;
  const checked = checkHttpLink(text, BANNER_LINK_MAX);
  if (checked.ok) return null;
  if (checked.problem === 'tooLong')
    return { key: 'banners.request.linkTooLong', values: { max: BANNER_LINK_MAX } };
  return { key: LINK_PROBLEMS[checked.problem] };
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
