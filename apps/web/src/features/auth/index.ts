// The public face of the auth feature: the app layer mounts these and nothing else.
export type { SessionUser } from './state/session-user';
export type { AuthApi } from './state/auth-context';
export { AuthProvider } from './state/auth-provider';
export { useAuth } from './state/auth-context';
export { authRoutes } from './routes';
export {
  preloadSessionExpiryPrompt,
  SessionExpiryDialog,
} from './components/session-expiry-dialog';
export { authMessageLoaders } from './locales/loaders';
export { roleLabelId, primaryRole, NO_ROLE_LABEL_ID } from './components/roles';

/** The profile settings page, loaded when first visited (its own chunk). */
export const loadProfileSettingsPage = async () =>
  (await import('./pages/profile-settings-page')).ProfileSettingsPage;

/** The sign-in screens' layout, for another feature's public screen (the invitation page). */
export const loadAuthLayout = async () => (await import('./components/auth-layout')).AuthLayout;

// The pieces another feature's set-password screen reuses (the employees' and contractors'
// invitations).
export {
  AcceptInvitationForm,
  type AcceptInvitationMessages,
} from './components/accept-invitation-form';
export { AuthHeading } from './components/auth-heading';
export { AuthLink } from './components/auth-link';
export { FormFailure } from './components/form-failure';
export { PasswordField } from './components/password-field';
export { resetPasswordFormSchema as newPasswordFormSchema } from './components/password-forms';
export { showServerFieldErrors } from './components/server-field-errors';
