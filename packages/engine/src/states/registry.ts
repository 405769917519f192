import { EngineInputError } from '../errors';
import { alabama } from './alabama';
import { arizona } from './arizona';
import { arkansas } from './arkansas';
import { california } from './california';
import { colorado } from './colorado';
import { connecticut } from './connecticut';
import { delaware } from './delaware';
import { districtOfColumbia } from './district-of-columbia';
import { georgia } from './georgia';
import { hawaii } from './hawaii';
import { idaho } from './idaho';
import { illinois } from './illinois';
import { indiana } from './indiana';
import { iowa } from './iowa';
import { kansas } from './kansas';
import { kentucky } from './kentucky';
import { louisiana } from './louisiana';
import { maine } from './maine';
import { maryland } from './maryland';
import { massachusetts } from './massachusetts';
import { michigan } from './michigan';
import { minnesota } from './minnesota';
import { mississippi } from './mississippi';
import { missouri } from './missouri';
import { montana } from './montana';
import { nebraska } from './nebraska';
import { newJersey } from './new-jersey';
import { newMexico } from './new-mexico';
import { newYork } from './new-york';
import { noWageTaxStateModules } from './no-wage-tax';
import { northCarolina } from './north-carolina';
import { northDakota } from './north-dakota';
import { ohio } from './ohio';
import { oklahoma } from './oklahoma';
import { oregon } from './oregon';
import { pennsylvania } from './pennsylvania';
import { rhodeIsland } from './rhode-island';
import { southCarolina } from './south-carolina';
import type { StateModule } from './state-module';
import { utah } from './utah';
import { vermont } from './vermont';
import { virginia } from './virginia';
import { westVirginia } from './west-virginia';
import { wisconsin } from './wisconsin';

// Adding a state: write its module beside this file and list it here.
const MODULES: ReadonlyMap<string, StateModule> = new Map(
  [
    ...noWageTaxStateModules,
    connecticut,
    districtOfColumbia,
    maryland,
    kansas,
    maine,
    minnesota,
    missouri,
    montana,
    pennsylvania,
    illinois,
    arizona,
    colorado,
    georgia,
    idaho,
    indiana,
    iowa,
    kentucky,
    louisiana,
    massachusetts,
    michigan,
    mississippi,
    northCarolina,
    utah,
    california,
    newYork,
    newJersey,
    ohio,
    virginia,
    alabama,
    arkansas,
    delaware,
    hawaii,
    rhodeIsland,
    southCarolina,
    vermont,
    westVirginia,
    wisconsin,
    nebraska,
    newMexico,
    northDakota,
    oklahoma,
    oregon,
  ].map((module) => [module.code, module]),
);

export const supportedStateCodes = (): readonly string[] => [...MODULES.keys()].sort();

export const stateModules = (): readonly StateModule[] => [...MODULES.values()];

/** The work state's module; a code that is no US state is an error, never a silent zero. */
export const findStateModule = (code: string): StateModule => {
  const module = MODULES.get(code);
  if (module !== undefined) return module;
  throw new EngineInputError(
    'state.code',
    `"${code}" is not a US state code; the codes are the fifty states' and DC's: ${supportedStateCodes().join(', ')}`,
  );
};
