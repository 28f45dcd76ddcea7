export * from './errors';
export { request, requestEnvelope, apiUrl, type Envelope, type RequestOptions, type FailureMode } from './http';
export * from './tokens';
export { setNavigator, goTo, reloadToRoot, appUrl, ERROR_PAGE_PATH } from './navigation';
export * as authApi from './auth';
export * as userApi from './user';
export * as dashboardApi from './dashboard';
export * from './types';
