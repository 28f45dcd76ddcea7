import { absoluteHttpUrl } from '../../domain/httpUrl';

/** A courier service's website, shown only when it is an absolute http(s) URL. */
export const websiteUrl = (value: string | null | undefined): string | null => absoluteHttpUrl(value);
