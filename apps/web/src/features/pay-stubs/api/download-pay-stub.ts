import { payStubFileName } from '@paydesk/contracts';
import { apiRequest } from '@web/shared/http/http-client';
import { saveFile } from '@web/shared/http/save-file';
import { ownerHeaders, type StubOwner } from './pay-stub-keys';

/**
 * GET /pay-stubs/{id}/file: the stub as a PDF, in the reader's chosen language (the server reads
 * Accept-Language; the browser's own would ignore the language chosen in the app).
 */
export async function downloadPayStub(
  owner: StubOwner,
  stubId: string,
  language: string,
): Promise<Blob> {
  const { data } = await apiRequest<Blob>(`/pay-stubs/${encodeURIComponent(stubId)}/file`, {
    headers: { ...ownerHeaders(owner), Accept: 'application/pdf', 'Accept-Language': language },
    responseType: 'blob',
  });
  return data;
}

/** Downloads a stub and saves it as pay_stub_{id}.pdf (spec §9). */
export async function savePayStub(owner: StubOwner, stubId: string, language: string) {
  const blob = await downloadPayStub(owner, stubId, language);
  saveFile(blob, payStubFileName(stubId));
}
