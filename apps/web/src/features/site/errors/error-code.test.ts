import { data } from 'react-router';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import { errorScreenCodeOf, errorScreenTexts } from './error-code';

// Route errors are thrown as responses; build one the way the router does.
function routeError(status: number) {
  try {
    throw data(null, { status });
  } catch (thrown) {
    const init = (thrown as { init?: ResponseInit }).init;
    return { status: init?.status, statusText: '', internal: false, data: null };
  }
}

describe('route error screens (spec §2.5)', () => {
  it('shows the specification’s exact texts', () => {
    const text = (code: keyof typeof errorScreenTexts) =>
      (en as Record<string, string>)[errorScreenTexts[code].titleId];
    expect(text('404')).toBe("Error 404 - This page doesn't exist!");
    expect(text('401')).toBe("Error 401 - You aren't authorized to see this");
    expect(text('503')).toBe('Error 503 - Looks like our API is down');
    expect(text('418')).toBe('Error 418 - Contact administrator');
    expect(text('maintenance')).toBe('Under Maintenance');
  });

  it('chooses the screen from the status of a thrown response or a failed call', () => {
    expect(errorScreenCodeOf(routeError(404))).toBe('404');
    expect(errorScreenCodeOf({ status: 401, body: 'Wrong Services' })).toBe('401');
    expect(errorScreenCodeOf({ status: 503, body: '' })).toBe('503');
    expect(errorScreenCodeOf({ status: 418, body: '' })).toBe('418');
    expect(errorScreenCodeOf({ status: 500, body: '' })).toBe('maintenance');
    expect(errorScreenCodeOf(new Error('render failed'))).toBe('maintenance');
    expect(errorScreenCodeOf(new TypeError('Failed to fetch'))).toBe('503');
  });
});
