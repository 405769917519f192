import type { PayStub } from '@paydesk/contracts';
import { stubFontsFor } from './fonts';
import { stubFormatsFor } from './formats';
import { stubCatalogues } from './labels';
import { stubLayout } from './layout';
import { stubLocaleOf } from './locale';
import { renderStubPdf } from './render';

/** The stub's PDF in the language `Accept-Language` asks for (English when none is spoken). */
export function payStubPdf(stub: PayStub, acceptLanguage: string | undefined): Promise<Buffer> {
  const { language, locale } = stubLocaleOf(acceptLanguage);
  const layout = stubLayout(stub, stubCatalogues[language], stubFormatsFor(locale));
  return renderStubPdf(layout, stubFontsFor(language));
}
