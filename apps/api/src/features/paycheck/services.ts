import { calculatePaycheck, listPaycheckStates } from './service';

/** The paycheck calculator needs nothing of the platform: the engine is pure. */
export const paycheckServices = { calculate: calculatePaycheck, states: listPaycheckStates };

export type PaycheckServices = typeof paycheckServices;
