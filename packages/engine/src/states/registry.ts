import { EngineInputError } from '../errors';
import { illinois } from './illinois';
import { noWageTaxStateModules } from './no-wage-tax';
import { pennsylvania } from './pennsylvania';
import type { StateModule } from './state-module';
import { US_STATE_NAMES } from './us-states';

// Adding a state: write its module beside this file and list it here.
const MODULES: ReadonlyMap<string, StateModule> = new Map(
  [...noWageTaxStateModules, pennsylvania, illinois].map((module) => [module.code, module]),
);

export const supportedStateCodes = (): readonly string[] => [...MODULES.keys()].sort();

export const stateModules = (): readonly StateModule[] => [...MODULES.values()];

/** The work state's module; an unsupported state is an error, never a silent zero. */
export const findStateModule = (code: string): StateModule => {
  const module = MODULES.get(code);
  if (module !== undefined) return module;
  const name = US_STATE_NAMES[code];
  const supported = `supported states: ${supportedStateCodes().join(', ')}`;
  throw new EngineInputError(
    'state.code',
    name === undefined
      ? `"${code}" is not a US state code; ${supported}`
      : `${name} (${code}) is not supported yet: its withholding cannot be computed; ${supported}`,
  );
};
