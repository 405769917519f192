import { useEffect, useRef, useState } from 'react';
import { useNotify } from '@web/shared/notify';
import { useSessionControl } from '../state/auth-context';
import {
  createExpiryScheduler,
  type ExpiryScheduler,
  type Timers,
} from '../state/expiry-scheduler';

const browserTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle),
};

export type SessionExpiry = {
  isOpen: boolean;
  isRenewing: boolean;
  stay(): void;
  signOut(): void;
};

/** Runs the expiry timeline for the signed-in session and exposes the prompt's state. */
export function useSessionExpiry(): SessionExpiry {
  const { isLoggedIn, sessionExpiresAt, renewSession, logout } = useSessionControl();
  const notify = useNotify();
  const [isOpen, setIsOpen] = useState(false);
  const [isRenewing, setIsRenewing] = useState(false);
  const scheduler = useRef<ExpiryScheduler | null>(null);

  // The scheduler lives for one signed-in session; it reads the latest callbacks through a ref.
  const latest = useRef({ renewSession, logout, notify });
  useEffect(() => {
    latest.current = { renewSession, logout, notify };
  });

  useEffect(() => {
    if (!isLoggedIn) return;
    const created = createExpiryScheduler(browserTimers, {
      onPrompt: () => setIsOpen(true),
      onClose: () => {
        setIsOpen(false);
        setIsRenewing(false);
      },
      onExpired: () => latest.current.notify.info({ id: 'auth.session.expired' }),
      onRenewFailed: () => latest.current.notify.error({ id: 'auth.session.renewFailed' }),
      onLogout: () => void latest.current.logout(),
      renew: () => latest.current.renewSession(),
    });
    scheduler.current = created;
    return () => {
      created.dispose();
      scheduler.current = null;
      setIsOpen(false);
    };
  }, [isLoggedIn]);

  useEffect(() => {
    if (isLoggedIn && sessionExpiresAt !== null) scheduler.current?.schedule(sessionExpiresAt);
  }, [isLoggedIn, sessionExpiresAt]);

  return {
    isOpen: isOpen && isLoggedIn,
    isRenewing,
    stay: () => {
      setIsRenewing(true);
      void scheduler.current?.stay();
    },
    signOut: () => scheduler.current?.signOut(),
  };
}
