// The year-end feature's public API: what the composition root may use.
export { yearEndFeature } from './plugin';
export { createYearEndServices, type YearEndServices } from './services';
export type { Form941Source } from './year-end-service';
// The form-drawing helpers of the W-2 (boxes, amounts, the Letter document), for other forms
// laid out the same way (the 1099-NEC of contractor payments).
export * as formDrawing from './w2-pdf';
