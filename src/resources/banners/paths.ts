/** The banner screens' paths (spec section 2). */
export const BANNERS_PATH = '/marketing/banners';
export const REQUEST_BANNER_PATH = '/marketing/request-banner';
