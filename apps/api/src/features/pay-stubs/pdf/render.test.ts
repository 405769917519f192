import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { sampleStub } from '../sample-stub.test-kit';
import { payStubPdf } from './index';

const pagesOf = async (pdf: Buffer) => {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return { pages: document.numPages, text };
};
const textOf = async (pdf: Buffer) => (await pagesOf(pdf)).text;

/** The faces a PDF embeds, by PostScript name without the subset tag (`NotoSans-Bold`). */
const embeddedFonts = (pdf: Buffer) =>
  [
    ...new Set(
      Array.from(pdf.toString('latin1').matchAll(/\/BaseFont \/[A-Z]{6}\+([\w.-]+)/g), (m) => m[1]),
    ),
  ].sort();

const latinOnly = ['NotoSans-Bold', 'NotoSans-Regular'];

describe('the pay stub PDF', () => {
  it('keeps a stub with many lines on one page, every line still written', async () => {
    const taxes = Array.from({ length: 14 }, (_, index) => ({
      code: `LOCAL_${index}`,
      label: `Local tax number ${index + 1}`,
      amountCents: 100 + index,
      ytdCents: 1_000 + index,
    }));
    const { pages, text } = await pagesOf(
      await payStubPdf(sampleStub({ employeeTaxes: taxes, employerTaxes: taxes }), 'en'),
    );
    expect(pages).toBe(1);
    expect(text).toContain('Local tax number 14');
    expect(text).toContain('Employer taxes are paid by the employer');
  });

  it('writes Romanian letters and French money from the embedded font', async () => {
    expect((await pagesOf(await payStubPdf(sampleStub(), 'ro'))).text).toContain(
      'Fluturaș de salariu',
    );
    const { text } = await pagesOf(await payStubPdf(sampleStub(), 'fr-FR'));
    expect(text.replace(/[\u00a0\u202f]/g, ' ')).toContain('1 593,97 $US');
  });

  it('marks a voided stub VOID in the reader’s language', async () => {
    const voided = sampleStub({ status: 'voided', voidedAt: '2026-11-25T10:00:00.000Z' });
    expect((await pagesOf(await payStubPdf(voided, 'zh'))).text).toContain('作废');
    expect((await pagesOf(await payStubPdf(sampleStub(), 'zh'))).text).not.toContain('作废');
  });
});

describe('the pay stub PDF in any script', () => {
  it('prints Chinese, Arabic, Hebrew and emoji names on an English stub, from fallback faces', async () => {
    const stub = sampleStub({
      company: { ...sampleStub().company, name: '湖畔面包店 🥐' },
      employee: { ...sampleStub().employee, firstName: 'ليلى', lastName: 'حداد' },
      payGroup: { id: 'group-1', name: '王伟的团队' },
      earnings: [{ ...sampleStub().earnings[0]!, code: 'tips', label: '小费 💵' }],
      deductions: [
        { code: 'postTax', label: 'קופת גמל 🏦', amountCents: 8_800, ytdCents: 176_000 },
      ],
      deposits: [{ bankName: 'Сбербанк Ελλάδα', accountNumberLast4: '4321', amountCents: 1 }],
    });
    const pdf = await payStubPdf(stub, 'en');
    const text = await textOf(pdf);
    expect(text).toContain('湖畔面包店');
    expect(text).toContain('🥐');
    expect(text).toContain('王伟的团队');
    expect(text).toContain('小费 💵');
    expect(text).toContain('ليلى حداد');
    expect(text).toContain('קופת גמל');
    expect(text).toContain('🏦');
    // Cyrillic and Greek are the Latin face's own.
    expect(text).toContain('Сбербанк Ελλάδα');
    expect(embeddedFonts(pdf)).toEqual(
      [
        ...latinOnly,
        'NotoEmoji-Bold',
        'NotoEmoji-Regular',
        'NotoNaskhArabic-Bold',
        'NotoSansHans-Bold',
        'NotoSansHans-Regular',
        'NotoSansHebrew',
      ].sort(),
    );
  });

  it('embeds a fallback face only when a text needs it, and only the weight it is written in', async () => {
    expect(embeddedFonts(await payStubPdf(sampleStub(), 'en'))).toEqual(latinOnly);
    // The company's name is written in bold: only the bold Chinese face comes in.
    const chinese = sampleStub({ company: { ...sampleStub().company, name: '湖畔面包店' } });
    const pdf = await payStubPdf(chinese, 'en');
    expect(await textOf(pdf)).toContain('湖畔面包店');
    expect(embeddedFonts(pdf)).toEqual([...latinOnly, 'NotoSansHans-Bold'].sort());
  });

  it('prints Latin, Devanagari and emoji names on a Chinese stub', async () => {
    const stub = sampleStub({
      employee: { ...sampleStub().employee, firstName: 'Łukasz', lastName: 'Şahin 😀' },
      company: { ...sampleStub().company, name: 'हिन्दी Bakery' },
    });
    const pdf = await payStubPdf(stub, 'zh');
    const text = await textOf(pdf);
    expect(text).toContain('Łukasz Şahin');
    expect(text).toContain('😀');
    expect(text).toContain('Bakery');
    expect(embeddedFonts(pdf)).toEqual(
      [
        'NotoSansHans-Bold',
        'NotoSansHans-Regular',
        'NotoEmoji-Bold',
        // Devanagari is in the Latin face, which the Chinese one lacks.
        'NotoSans-Bold',
      ].sort(),
    );
  });

  it('names the state in Chinese on a Chinese stub', async () => {
    const text = await textOf(await payStubPdf(sampleStub(), 'zh'));
    expect(text).toContain('州所得税 (伊利诺伊州)');
    expect(text).not.toContain('Illinois');
  });
});
