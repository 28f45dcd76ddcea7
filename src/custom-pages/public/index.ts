export { default as PublicApp } from './PublicApp';
export {
  navigatePublic,
  goBackPublic,
  matchPublicRoute,
  stripBase,
  usePublicRoute,
  PUBLIC_PATHS,
} from './router';
export type { PublicRoute } from './router';
export { PublicLink } from './PublicLink';
export { PublicButton } from './PublicButton';
