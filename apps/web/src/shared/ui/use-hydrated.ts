import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while a prerendered page is rendered at build time and while the browser hydrates it;
 * true right after, and from the first render of a page the app draws itself. Until then the
 * page's forms only show: nothing typed into them or sent before the app runs could reach it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The props of a form's submit button: until the app runs it is no submit button at all (a
 * press would send the form as a plain GET, with the password in the address) and says it is
 * disabled, while it looks as it will.
 */
export function useSubmitProps(): { type: 'submit' } | { type: 'button'; 'aria-disabled': true } {
  return useHydrated() ? { type: 'submit' } : { type: 'button', 'aria-disabled': true };
}
