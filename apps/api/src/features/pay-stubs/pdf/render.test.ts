import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { sampleStub } from '../sample-stub.test-kit';
import { payStubPdf } from './index';

const pagesOf = async (pdf: Buffer) => {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return { pages: document.numPages, text };
};

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
