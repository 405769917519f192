const inputEvents = ['pointerdown', 'keydown'] as const;

/**
 * Runs `action` once, at the first click, touch or key press that reaches `target` (listening in
 * the capture phase, so a handler that stops the event does not hide it). Answers the function
 * that stops listening.
 */
export function onFirstInput(target: EventTarget, action: () => void): () => void {
  const stop = () => {
    for (const type of inputEvents) target.removeEventListener(type, run, { capture: true });
  };
  function run() {
    stop();
    action();
  }
  for (const type of inputEvents) target.addEventListener(type, run, { capture: true });
  return stop;
}
