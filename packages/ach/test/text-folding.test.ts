import { describe, expect, it } from 'vitest';
import { buildAch, normalizeText, validateAch } from '../src/index';
import { payrollInput } from './helpers';

describe('names folded to the file character set', () => {
  it.each([
    ['湖畔面包店', 16, 'HU PAN MIAN BAO'],
    ['王伟', 22, 'WANG WEI'],
    ['Li 王伟', 22, 'LI WANG WEI'],
    ['Li王伟', 22, 'LI WANG WEI'],
    ['王-伟 (湖畔)', 22, 'WANG-WEI (HU PAN)'],
    ['김민수', 22, 'GIM MIN SU'],
    ['さくら', 22, 'SAKURA'],
    ['Владимир Петров', 22, 'VLADIMIR PETROV'],
    ['Αλέξανδρος', 22, 'ALEXANDROS'],
    ['محمد علي', 22, 'MHMD `LY'],
    ['דוד כהן', 22, 'DVD KHHN'],
    ['हिन्दी', 22, 'HINDI'],
    ['Straße Þór', 22, 'STRASSE THOR'],
  ])('transliterates %s', (name, width, folded) => {
    expect(normalizeText(name, width)).toBe(folded);
  });

  it('leaves no emoji, skin tone, joiner or flag in a name', () => {
    expect(normalizeText('Ana 👩🏽‍💻', 22)).toBe('ANA');
    expect(normalizeText('🇺🇸 Ana ♥ Lee', 22)).toBe('ANA  LEE');
  });

  it('gives a blank for a name of emoji only, which the caller must replace', () => {
    expect(normalizeText('😀🎉', 22)).toBe('');
    expect(normalizeText('👨‍👩‍👧 🇫🇷', 22)).toBe('');
  });

  it('builds a valid file from names in other scripts, each readable ASCII', () => {
    const input = payrollInput();
    const batch = input.batches[0] as {
      companyName: string;
      entries: { individualName: string }[];
    };
    batch.companyName = '湖畔面包店';
    batch.entries[0]!.individualName = '王伟';
    batch.entries[1]!.individualName = 'Иван Смирнов';
    const built = buildAch(input);
    expect(built.ok, JSON.stringify(built.ok ? [] : built.findings)).toBe(true);
    if (!built.ok) return;
    expect(validateAch(built.text, { requireBalanced: true }).valid).toBe(true);
    expect(built.file.batches[0]?.companyName).toBe('HU PAN MIAN BAO');
    expect(built.file.batches[0]?.entries.map((entry) => entry.individualName)).toEqual([
      'WANG WEI',
      'IVAN SMIRNOV',
      'CAROL NGUYEN',
    ]);
  });
});
