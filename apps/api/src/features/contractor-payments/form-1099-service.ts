import type { Form1099NecList, My1099Nec } from '@paydesk/contracts';
import type { Access } from '@paydesk/api/http/access';
import type { AppContext } from '@paydesk/api/platform/app-context';
import { notFound } from '@paydesk/api/platform/errors/app-error';
import {
  contractorIdsOfUser,
  findForm1099Parties,
  type Form1099PartiesRow,
} from './contractor-records-repository';
import type { ContractorPaymentPorts } from './contractor-ports';
import { form1099ItemOf, maskedTinOf } from './form-1099-answer';
import {
  form1099NecPdf,
  form1099RecipientPdf,
  type Form1099Copy,
  type Form1099Parties,
} from './form-1099-pdf';
import { form1099Sums } from './form-1099-repository';
import { form1099NecDueDate, thresholdCentsOf } from './form-1099-rules';

const formNotFound = () => notFound('form_1099_nec.not_found', 'The 1099-NEC');

type Address = {
  addressLine1?: string;
  addressLine2?: string;
  city?: string;
  state?: string;
  zipCode?: string;
};

/** The contractor's address as the form prints it: street, then city, state and ZIP. */
function recipientAddressOf(json: string): string[] {
  let address: Address = {};
  try {
    address = JSON.parse(json) as Address;
  } catch {
    // An address the record could not hold as JSON prints as nothing rather than failing.
  }
  const street = [address.addressLine1, address.addressLine2].filter(Boolean).join(' ');
  const place = `${address.city ?? ''}, ${address.state ?? ''} ${address.zipCode ?? ''}`.trim();
  return [street, place === ',' ? '' : place];
}

function payerAddressOf(row: Form1099PartiesRow): string[] {
  if (!row.address_line1) return [];
  return [
    [row.address_line1, row.address_line2].filter(Boolean).join(' '),
    `${row.city ?? ''}, ${row.state ?? ''} ${row.zip_code ?? ''}`,
  ];
}

/**
 * 1099-NEC per contractor and year, computed from the year's payment lines every time (nothing
 * stored), and its PDF: copy B for the recipient (TIN truncated), copy C for the payer.
 */
export function createForm1099Service(context: AppContext, ports: ContractorPaymentPorts) {
  const { db } = context.database;
  const key = context.config.encryptionKey;

  async function partiesOf(
    row: Form1099PartiesRow,
    year: number,
    fullTin: boolean,
  ): Promise<Form1099Parties> {
    const masked = maskedTinOf(row.tin_type, row.tin_last4);
    // Only the payer's own copy opens the TIN, through the contractors feature's one opener.
    const opened = fullTin
      ? await ports.contractors.openTin(db, key, row.company_id, row.id)
      : null;
    return {
      year,
      payerName: row.company_name,
      payerAddress: payerAddressOf(row),
      payerTin: row.federal_ein ?? '',
      recipientTin: opened?.formatted ?? masked,
      recipientName: row.display_name,
      recipientAddress: recipientAddressOf(row.address),
      accountNumber: row.id,
    };
  }

  async function pdfFor(
    contractorId: string,
    year: number,
    copies: { copy: Form1099Copy; fullTin: boolean }[],
  ) {
    const [sums] = await form1099Sums(db, { contractorIds: [contractorId] }, year);
    const parties = await findForm1099Parties(db, contractorId);
    if (!sums || !parties) throw formNotFound();
    const form = form1099ItemOf(sums, year);
    const drawn = [];
    for (const { copy, fullTin } of copies) {
      drawn.push({ copy, who: await partiesOf(parties, year, fullTin) });
    }
    return form1099NecPdf(form, drawn);
  }

  return {
    async list(companyId: string, year: number): Promise<Form1099NecList> {
      const rows = await form1099Sums(db, { companyId }, year);
      return {
        year,
        thresholdCents: thresholdCentsOf(year),
        dueDate: form1099NecDueDate(year),
        items: rows.map((row) => form1099ItemOf(row, year)),
      };
    },

    /**
     * The company's PDF of one contractor: copy B to send, copy C to keep. Only the recipient's
     * copy may truncate the TIN: an owner's copy C carries it whole, anyone else's the last four.
     */
    async companyFile(access: Access, companyId: string, contractorId: string, year: number) {
      const parties = await findForm1099Parties(db, contractorId);
      if (!parties || parties.company_id !== companyId) throw formNotFound();
      return pdfFor(contractorId, year, [
        { copy: 'B', fullTin: false },
        { copy: 'C', fullTin: access.isOwner },
      ]);
    },

    async mine(access: Access, year: number): Promise<My1099Nec> {
      const contractorIds = await contractorIdsOfUser(db, access.caller.userId);
      const rows =
        contractorIds.length === 0 ? [] : await form1099Sums(db, { contractorIds }, year);
      return {
        year,
        items: rows.map((row) => ({
          ...form1099ItemOf(row, year),
          companyId: row.company_id,
          companyName: row.company_name,
        })),
      };
    },

    /**
     * The contractor's own copy B, the texts around it in their language; another contractor's
     * is the same 404 as none.
     */
    async myFile(
      access: Access,
      contractorId: string,
      year: number,
      acceptLanguage: string | undefined,
    ) {
      const contractorIds = await contractorIdsOfUser(db, access.caller.userId);
      if (!contractorIds.includes(contractorId)) throw formNotFound();
      const [sums] = await form1099Sums(db, { contractorIds: [contractorId] }, year);
      const parties = await findForm1099Parties(db, contractorId);
      if (!sums || !parties) throw formNotFound();
      return form1099RecipientPdf(
        form1099ItemOf(sums, year),
        await partiesOf(parties, year, false),
        acceptLanguage,
      );
    },
  };
}

export type Form1099Service = ReturnType<typeof createForm1099Service>;
