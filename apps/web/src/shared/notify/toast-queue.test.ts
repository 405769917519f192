import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ToastQueue from './toast-queue';

let queue: typeof ToastQueue;

beforeEach(async () => {
  vi.resetModules();
  queue = await import('./toast-queue');
});

describe('toast queue', () => {
  it('does not ask for the host before the first toast', () => {
    expect(queue.isToastHostWanted()).toBe(false);
  });

  it('asks for the host once, at the first toast, and keeps toasts until it attaches', () => {
    const demand = vi.fn();
    queue.subscribeToToastDemand(demand);
    queue.showToast({ text: 'Saved', variant: 'success' });
    queue.showToast({ text: 'Failed', variant: 'error' });
    expect(queue.isToastHostWanted()).toBe(true);
    expect(demand).toHaveBeenCalledTimes(1);

    const shown: string[] = [];
    queue.attachToastHost((toast) => shown.push(`${toast.variant}:${toast.text}`));
    expect(shown).toEqual(['success:Saved', 'error:Failed']);
  });

  it('delivers at once while a host is attached, and waits again after it detaches', () => {
    const shown: string[] = [];
    const detach = queue.attachToastHost((toast) => shown.push(toast.text));
    queue.showToast({ text: 'One', variant: 'info' });
    expect(shown).toEqual(['One']);

    detach();
    queue.showToast({ text: 'Two', variant: 'warning' });
    expect(shown).toEqual(['One']);

    const later: string[] = [];
    queue.attachToastHost((toast) => later.push(toast.text));
    expect(later).toEqual(['Two']);
  });

  it('keeps a newer host when an older one detaches late', () => {
    const first: string[] = [];
    const second: string[] = [];
    const detachFirst = queue.attachToastHost((toast) => first.push(toast.text));
    queue.attachToastHost((toast) => second.push(toast.text));
    detachFirst();
    queue.showToast({ text: 'Hello', variant: 'info' });
    expect(first).toEqual([]);
    expect(second).toEqual(['Hello']);
  });
});
