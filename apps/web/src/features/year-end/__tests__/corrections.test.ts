import type { CompanyW2s } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import ro from '../locales/ro.json';
import zh from '../locales/zh.json';
import { w2Corrections } from '../model/corrections';

const boxes = (box1: number) => ({
  '1': box1,
  '2': 10,
  '3': box1,
  '4': 6,
  '5': box1,
  '6': 1,
  '10': 0,
  '12': [],
  '13': { retirementPlan: false, statutoryEmployee: false, thirdPartySickPay: false },
  '14': [],
  '15-20': [],
});
const checks = { ssn: 'valid', address: 'on_file', terminated: false } as const;
const change = (box: string, beforeCents: number, afterCents: number) => ({
  box,
  beforeCents,
  afterCents,
});

const answer = (
  items: CompanyW2s['items'],
  withdrawn: CompanyW2s['withdrawnSincePublishing'] = [],
) =>
  ({
    year: 2026,
    items,
    withdrawnSincePublishing: withdrawn,
    publishedAt: '2026-12-20T12:00:00.000Z',
  }) as unknown as CompanyW2s;

describe('the W-2s changed since publishing', () => {
  it('lists only the changed and withdrawn W-2s with each box before and after', () => {
    const rows = w2Corrections(
      answer(
        [
          {
            employeeId: 'a',
            name: 'Ng, Ana',
            boxes: boxes(800),
            checks,
            changedSincePublishing: {
              before: boxes(1000),
              changes: [change('1', 1000, 800), change('3', 1000, 800)],
            },
          },
          {
            employeeId: 'b',
            name: 'Lee, Cy',
            boxes: boxes(5),
            checks,
            changedSincePublishing: null,
          },
        ],
        [
          {
            employeeId: 'c',
            name: 'Ruiz, Bo',
            correction: { before: boxes(300), changes: [change('1', 300, 0)] },
          },
        ],
      ),
    );
    expect(rows).toEqual([
      {
        employeeId: 'a',
        name: 'Ng, Ana',
        withdrawn: false,
        changes: [change('1', 1000, 800), change('3', 1000, 800)],
      },
      { employeeId: 'c', name: 'Ruiz, Bo', withdrawn: true, changes: [change('1', 300, 0)] },
    ]);
  });

  it('is empty while every W-2 is as published', () => {
    expect(
      w2Corrections(
        answer([
          {
            employeeId: 'b',
            name: 'Lee, Cy',
            boxes: boxes(5),
            checks,
            changedSincePublishing: null,
          },
        ]),
      ),
    ).toEqual([]);
  });

  it('has its texts in the four languages', () => {
    for (const catalogue of [en, fr, ro, zh] as Record<string, string>[]) {
      expect(catalogue['yearEnd.corrections.change']).toContain('{before}');
      expect(catalogue['yearEnd.corrections.change']).toContain('{after}');
      expect(catalogue['yearEnd.corrections.withdrawn']).toContain('{name}');
      expect(catalogue['yearEnd.corrections.title']).toBeTruthy();
    }
  });
});
