import { describe, expect, it, vi } from 'vitest';
import { onFirstInput } from './first-input';

describe('onFirstInput', () => {
  it('runs nothing before an input, then once at the first click or key press', () => {
    const target = new EventTarget();
    const action = vi.fn();
    onFirstInput(target, action);
    target.dispatchEvent(new Event('scroll'));
    expect(action).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('keydown'));
    target.dispatchEvent(new Event('pointerdown'));
    target.dispatchEvent(new Event('keydown'));
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('runs at a click as well as at a key press', () => {
    const target = new EventTarget();
    const action = vi.fn();
    onFirstInput(target, action);
    target.dispatchEvent(new Event('pointerdown'));
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once stopped', () => {
    const target = new EventTarget();
    const action = vi.fn();
    const stop = onFirstInput(target, action);
    stop();
    target.dispatchEvent(new Event('pointerdown'));
    target.dispatchEvent(new Event('keydown'));
    expect(action).not.toHaveBeenCalled();
  });
});
