import type { z } from 'zod';
import { EngineInputError, formatFieldPath } from '../errors';
import { explanationRecorder } from '../explain/explainer';
import type { TaxExplanation } from '@paydesk/contracts';
import { publishedSutaWageBase } from '../suta/wage-bases';
import { selectEdition } from './editions';
import { computeProgramme, explainProgramme } from './programmes';
import type {
  LocalIncomeTaxAmount,
  PreparedState,
  StateCalculation,
  StateContext,
  StateModule,
  StateModuleDefinition,
  StateProgrammeAmount,
  StateProgrammeExplanation,
  StateYearData,
} from './state-module';

type Described = {
  readonly name: string;
  readonly certificateName: string | null;
  readonly editionDate?: string;
};

const editionDateOf = (definition: Described, context: StateContext): string => {
  switch (definition.editionDate) {
    case 'periodStart':
      return context.period?.startDate ?? context.payDate;
    case 'periodEnd':
      return context.period?.endDate ?? context.payDate;
    default:
      return context.payDate;
  }
};

const certificateError = (
  definition: Described,
  fields: readonly string[],
  issue: z.core.$ZodIssue,
): EngineInputError => {
  const form = definition.certificateName ?? `${definition.name} certificate`;
  if (issue.code === 'unrecognized_keys') {
    const known =
      fields.length === 0
        ? `${definition.name} takes no certificate fields`
        : `the ${form} fields are: ${fields.join(', ')}`;
    return new EngineInputError(
      formatFieldPath(['state', ...issue.path, issue.keys[0] ?? '']),
      `is not a field of the ${form}; ${known}`,
    );
  }
  return new EngineInputError(formatFieldPath(['state', ...issue.path]), issue.message);
};

const wholeCents = (what: string, cents: number): number => {
  if (!Number.isSafeInteger(cents) || cents < 0) {
    throw new RangeError(`${what} withholding is not whole cents: ${cents}`);
  }
  return cents;
};

const isExemptCertificate = (certificate: unknown): boolean =>
  typeof certificate === 'object' &&
  certificate !== null &&
  'exempt' in certificate &&
  certificate.exempt === true;

const calculateState = <TSchema extends z.ZodObject, TData extends StateYearData>(
  definition: StateModuleDefinition<TSchema, TData>,
  certificate: z.output<TSchema>,
  context: StateContext,
): StateCalculation => {
  const editions = definition.taxYears[context.taxYear];
  const data =
    editions === undefined
      ? undefined
      : selectEdition(editions, editionDateOf(definition, context));
  if (data === undefined) {
    throw new EngineInputError(
      'taxYear',
      `has no ${definition.name} tax data for ${context.taxYear}; ${definition.name} has data for ${Object.keys(definition.taxYears).join(', ')}`,
    );
  }

  let incomeTaxWagesCents = 0;
  let incomeTaxCents = 0;
  let localIncomeTaxes: readonly LocalIncomeTaxAmount[] = [];
  let incomeTaxExplanation: TaxExplanation | undefined;
  const incomeTax = definition.incomeTax;
  if (incomeTax !== null) {
    incomeTaxWagesCents = incomeTax.wages(context.wages, certificate, data);
    const explain = explanationRecorder({
      method: 'annualizedPercentage',
      publication: data.publication ?? `${definition.name} withholding tables ${context.taxYear}`,
    });
    explain.cents('taxableWages', incomeTaxWagesCents);
    explain.count('periodsPerYear', context.periodsPerYear);
    const input = {
      taxYear: context.taxYear,
      payDate: context.payDate,
      period: context.period,
      payFrequency: context.payFrequency,
      periodsPerYear: context.periodsPerYear,
      federal: context.federal,
      federalIncomeTaxCents: context.federalIncomeTaxCents,
      wages: context.wages,
      ytd: context.ytd,
      certificate,
      data,
      taxableWagesCents: incomeTaxWagesCents,
      employerLocalTaxes: context.employerLocalTaxes,
      explain,
    };
    incomeTaxCents = wholeCents(definition.code, incomeTax.withhold(input));
    if (incomeTaxCents === 0 && isExemptCertificate(certificate)) explain.method('exempt');
    incomeTaxExplanation = explain.build();
    localIncomeTaxes = (incomeTax.localTaxes?.(input) ?? []).map((local) => ({
      ...local,
      taxCents: wholeCents(`${definition.code} ${local.localId}`, local.taxCents),
    }));
  }

  const applicable = definition.programmes?.(certificate, data) ?? data.programmes;
  const programmes: StateProgrammeAmount[] = [];
  const programmeExplanations: StateProgrammeExplanation[] = [];
  for (const programme of applicable) {
    const amount = computeProgramme(programme, context.wages, context.ytd);
    programmes.push(amount);
    const publication =
      programme.publication ?? `${definition.name} ${programme.code} rates ${context.taxYear}`;
    programmeExplanations.push(
      explainProgramme(programme, amount, context.wages, context.ytd, publication),
    );
  }
  return {
    incomeTaxWagesCents,
    incomeTaxCents,
    ...(incomeTaxExplanation === undefined ? {} : { incomeTaxExplanation }),
    localIncomeTaxes,
    programmes,
    programmeExplanations,
    sutaWageBaseCents: publishedSutaWageBase(definition.code, context.taxYear)?.wageBaseCents,
  };
};

/** Seals a state's definition into the engine's module shape. */
export const defineStateModule = <TSchema extends z.ZodObject, TData extends StateYearData>(
  definition: StateModuleDefinition<TSchema, TData>,
): StateModule => {
  const fields = Object.keys(definition.certificateSchema.shape);
  return {
    code: definition.code,
    name: definition.name,
    hasIncomeTax: definition.incomeTax !== null,
    certificateName: definition.certificateName,
    certificateSchema: definition.certificateSchema,
    certificateFields: fields,
    taxYears: Object.keys(definition.taxYears).map(Number),
    locals: definition.locals ?? [],
    publicationOn(date) {
      const editions = definition.taxYears[Number(date.slice(0, 4))];
      return (
        (editions === undefined ? undefined : selectEdition(editions, date))?.publication ?? null
      );
    },
    prepare(certificateFields): PreparedState {
      const parsed = definition.certificateSchema.safeParse(certificateFields);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw issue === undefined
          ? new EngineInputError('state', `is not a valid ${definition.name} certificate`)
          : certificateError(definition, fields, issue);
      }
      const certificate: z.output<TSchema> = parsed.data;
      return {
        calculate(context) {
          return calculateState(definition, certificate, context);
        },
      };
    },
  };
};
