import { OpenSessions } from '@paydesk/api/platform/security/open-sessions';

/**
 * The sign-ins this process has lately read as open. One per process, like the sign-ins
 * themselves: every function that closes a sign-in (auth's repositories) drops it here first.
 */
export const openSessions = new OpenSessions();
