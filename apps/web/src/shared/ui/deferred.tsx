import { useEffect, useState, type ComponentType } from 'react';

type DeferredProps<P extends object> = {
  /** Downloads the component; should answer the same promise each time (imports do). */
  load: () => Promise<ComponentType<P>>;
  /** Downloads and shows the component from the first time this is true; it stays after. */
  wanted: boolean;
  props: P;
};

/**
 * A component downloaded once it is first wanted (a drawer's first opening, the first toast),
 * rendering nothing until it has arrived. A plain import and a state update rather than
 * React.lazy: a suspended component waits on timers, which a paused page clock (the
 * session-expiry tests) never runs.
 */
export function Deferred<P extends object>({ load, wanted, props }: DeferredProps<P>) {
  const [Loaded, setLoaded] = useState<ComponentType<P> | null>(null);
  useEffect(() => {
    if (!wanted || Loaded) return;
    let current = true;
    void load().then((component) => {
      if (current) setLoaded(() => component);
    });
    return () => {
      current = false;
    };
  }, [load, wanted, Loaded]);
  return Loaded ? <Loaded {...props} /> : null;
}
