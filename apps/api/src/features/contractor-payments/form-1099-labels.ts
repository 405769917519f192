import type { ReaderLanguage } from '@paydesk/contracts';

/** What the recipient's 1099-NEC says around the form, in the reader's language. */
export type Form1099Labels = {
  documentTitle: string;
  heading: string;
  instructions: string;
  formNote: string;
  copyB: string;
};

/** The contractor's copy speaks every language of the product around the form (English form). */
export const form1099Catalogues: Record<ReaderLanguage, Form1099Labels> = {
  en: {
    documentTitle: 'Form 1099-NEC {year} — {name}',
    heading: 'Form 1099-NEC {year} from {payer}: your copy B',
    instructions:
      'Report box 1 as nonemployee compensation on your federal tax return; box 4 is federal income tax the payer withheld for you.',
    formNote:
      'The form is in English, as the IRS prints it. Only the last four digits of your taxpayer identification number are shown.',
    copyB: 'Copy B — For Recipient',
  },
  fr: {
    documentTitle: 'Formulaire 1099-NEC {year} — {name}',
    heading: 'Formulaire 1099-NEC {year} de {payer} : votre exemplaire B',
    instructions:
      'Déclarez la case 1 comme rémunération de non-salarié dans votre déclaration fédérale ; la case 4 est l’impôt fédéral que le payeur a retenu pour vous.',
    formNote:
      'Le formulaire est en anglais, tel que l’IRS l’imprime. Seuls les quatre derniers chiffres de votre numéro d’identification fiscale y figurent.',
    copyB: 'Exemplaire B — Pour le bénéficiaire',
  },
  ro: {
    documentTitle: 'Formularul 1099-NEC {year} — {name}',
    heading: 'Formularul 1099-NEC {year} de la {payer}: exemplarul dumneavoastră B',
    instructions:
      'Declarați caseta 1 ca remunerație de neangajat în declarația fiscală federală; caseta 4 este impozitul federal reținut pentru dumneavoastră de plătitor.',
    formNote:
      'Formularul este în engleză, așa cum îl tipărește IRS. Apar doar ultimele patru cifre ale numărului dumneavoastră de identificare fiscală.',
    copyB: 'Exemplarul B — Pentru beneficiar',
  },
  zh: {
    documentTitle: '1099-NEC 表 {year} — {name}',
    heading: '{payer} 的 {year} 年 1099-NEC 表：您的 B 联',
    instructions:
      '请在联邦报税表中将第 1 栏申报为非雇员报酬；第 4 栏为付款方为您预扣的联邦所得税。',
    formNote: '表格为英文，与美国国税局印制的一致。仅显示您纳税人识别号的最后四位。',
    copyB: 'B 联 — 收款人联',
  },
};

/** A catalogue text with its `{placeholders}` filled in. */
export const fillIn = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
