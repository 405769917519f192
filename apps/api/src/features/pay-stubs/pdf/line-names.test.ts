import {
  payLineNamerFor,
  payLineTexts,
  type PayLineNamer,
  type ReaderLanguage,
} from '@paydesk/contracts';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { sampleStub } from '../sample-stub.test-kit';
import { payStubPdf } from './index';

/** The texts of a code only the extended vocabulary has. */
const testEarning: Readonly<Record<ReaderLanguage, string>> = {
  en: 'Test earning',
  fr: 'Gain de test',
  ro: 'Câștig de test',
  zh: '测试收入',
};

/**
 * The vocabulary with one more earning, as a new member of it comes: its code and its text in
 * each language, beside the texts of every other code.
 */
const extended = (language: ReaderLanguage): PayLineNamer => {
  const known = payLineNamerFor(language);
  return (line) =>
    line.code in payLineTexts[language].codes
      ? known(line)
      : line.code === 'testEarning'
        ? testEarning[language]
        : line.label;
};

const textOf = async (pdf: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text;

describe('the pay stub PDF names its lines through the vocabulary it is given', () => {
  const stub = sampleStub({
    earnings: [
      {
        code: 'testEarning',
        label: 'Stored label of the test earning',
        hours: null,
        rateCents: null,
        amountCents: 12_345,
        ytdCents: 12_345,
      },
    ],
  });

  it('writes the text of a code only the extended vocabulary has, in the reader’s language', async () => {
    const text = await textOf(await payStubPdf(stub, 'fr', extended('fr')));
    expect(text).toContain('Gain de test');
    expect(text).not.toContain('Stored label of the test earning');
    expect(text).toContain('Impôt sur le revenu de l’État (Illinois)');
  });

  it('keeps the stored label of a code its vocabulary does not know', async () => {
    const text = await textOf(await payStubPdf(stub, 'fr'));
    expect(text).toContain('Stored label of the test earning');
  });
});
