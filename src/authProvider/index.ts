export { createAuthProvider, identityOf, SELLER_PERMISSION, type SellerIdentity } from './authProvider';
export {
  checkGateOnce,
  landsOnDashboard,
  resolveSellerGate,
  mainWebsiteLoginUrl,
  type GateResult,
} from './gate';
export { SellerUserProvider, useSellerUser, toSellerSession, type SellerSession } from './SellerUserContext';
