// The auth feature's public API: what other features may use.
export { accountsService, type NewAccount } from './accounts-service';
export { assertAcceptablePassword } from './password-policy';
export { authFeature } from './plugin';
export { createAuthServices, type AuthServices } from './services';
