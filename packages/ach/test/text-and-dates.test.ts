import { describe, expect, it } from 'vitest';
import { normalizeText } from '../src/index';
import {
  createdAtFromFile,
  normalizeCreatedAt,
  parseCreatedAt,
  yymmddToIsoDate,
} from '../src/dates';

describe('normalizeText', () => {
  it('upper-cases, folds accents and cuts to the width', () => {
    expect(normalizeText('Carol Nguyễn', 22)).toBe('CAROL NGUYEN');
    expect(normalizeText('  Jürgen Ørsted-Łukasz  ', 22)).toBe('JURGEN ORSTED-LUKASZ');
    expect(normalizeText('Maximilian Alexander Wolfgang', 22)).toBe('MAXIMILIAN ALEXANDER W');
  });

  it('turns tabs and newlines into spaces, drops other characters and trims what the cut exposes', () => {
    expect(normalizeText('A\tB\nC', 10)).toBe('A B C');
    expect(normalizeText('Bob\u0007 5\u00ad', 10)).toBe('BOB 5');
    expect(normalizeText('ABCDEFGH IJ', 9)).toBe('ABCDEFGH');
  });
});

describe('dates', () => {
  it('writes createdAt in UTC', () => {
    expect(parseCreatedAt('2026-01-14T09:30:00Z')).toEqual({ date: '260114', time: '0930' });
    expect(parseCreatedAt('2026-01-14T22:30:00-05:00')).toEqual({ date: '260115', time: '0330' });
    expect(parseCreatedAt('2026-01-14T09:30:59.999+01:00')).toEqual({
      date: '260114',
      time: '0830',
    });
    expect(parseCreatedAt('2026-01-14')).toEqual({ date: '260114', time: '    ' });
  });

  it('says which part of a bad createdAt is wrong', () => {
    expect(parseCreatedAt('2026-02-30T09:30:00Z')).toMatchObject({ part: 'date' });
    expect(parseCreatedAt('1999-12-31')).toMatchObject({ part: 'date' });
    expect(parseCreatedAt('2026-01-14T25:00:00Z')).toMatchObject({ part: 'time' });
    // Without a zone the time would depend on the machine's clock settings.
    expect(parseCreatedAt('2026-01-14T09:30:00')).toMatchObject({ part: 'time' });
  });

  it('reads file dates back as what writes them again', () => {
    expect(createdAtFromFile('260114', '0930')).toBe('2026-01-14T09:30:00Z');
    expect(createdAtFromFile('260114', '    ')).toBe('2026-01-14');
    expect(normalizeCreatedAt('2026-01-14T04:30:00-05:00')).toBe('2026-01-14T09:30:00Z');
    expect(yymmddToIsoDate('260115')).toBe('2026-01-15');
    expect(yymmddToIsoDate('2601X5')).toBe('2601X5');
  });
});
