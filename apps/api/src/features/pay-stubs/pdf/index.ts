import { payLineNamerFor, type PayLineNamer, type PayStub } from '@paydesk/contracts';
import { readerLocaleOf } from '@paydesk/api/http/reader-locale';
import { stubFontsFor } from './fonts';
import { stubFormatsFor } from './formats';
import { stubCatalogues } from './labels';
import { stubLayout } from './layout';
import { renderStubPdf } from './render';

/**
 * The stub's PDF in the language `Accept-Language` asks for (English when none is spoken), its
 * lines named by the pay-line vocabulary of that language unless a namer is given.
 */
export function payStubPdf(
  stub: PayStub,
  acceptLanguage: string | undefined,
  nameOf?: PayLineNamer,
): Promise<Buffer> {
  const { language, locale } = readerLocaleOf(acceptLanguage);
  const layout = stubLayout(
    stub,
    stubCatalogues[language],
    stubFormatsFor(locale),
    nameOf ?? payLineNamerFor(language),
  );
  return renderStubPdf(layout, stubFontsFor(language));
}
