import { describe, expect, it } from 'vitest';
import { siblingPath } from './use-breadcrumbs';

describe('the crumb of a page’s section beside it', () => {
  it('replaces the page’s last segment', () => {
    expect(siblingPath('/company/c1/add-employee', 'employee-management')).toBe(
      '/company/c1/employee-management',
    );
    expect(siblingPath('/company/c1/add-employee/', 'employee-management')).toBe(
      '/company/c1/employee-management',
    );
  });
});
