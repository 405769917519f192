import type { W2PdfLabels } from './catalogue';

export const zh: W2PdfLabels = {
  documentTitle: '{year} 年 W-2 表 — {name}',
  heading: '{year} 年 W-2 表：您的 B 联、C 联和 2 联',
  instructions:
    '请将 B 联随联邦所得税申报表一并提交，将 2 联随州、市或地方所得税申报表一并提交；C 联由您自行保存。',
  formNote: '表格按美国国税局（IRS）印制的样式以英文呈现。您的社会安全号码仅显示最后四位。',
  copyB: 'B 联 — 随员工的联邦所得税申报表提交。',
  copyC: 'C 联 — 供员工存档。',
  copy2: '2 联 — 随员工的州、市或地方所得税申报表提交。',
};
