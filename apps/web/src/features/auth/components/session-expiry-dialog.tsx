import { Deferred } from '@web/shared/ui/deferred';
import { useSessionExpiry } from './use-session-expiry';

/**
 * Downloads the session-expiry prompt ahead of need (the shell calls this at a person's first
 * input), so that a connection lost while the page sat idle cannot keep the prompt from showing.
 */
export const preloadSessionExpiryPrompt = async () =>
  (await import('./session-expiry-prompt')).SessionExpiryPrompt;

/** Runs the session's expiry timeline; its prompt downloads by the time it first opens. */
export function SessionExpiryDialog() {
  const expiry = useSessionExpiry();
  return <Deferred load={preloadSessionExpiryPrompt} wanted={expiry.isOpen} props={expiry} />;
}
