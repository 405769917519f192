import { createEmployeeRequestSchema, type Employee } from '@paydesk/contracts';
import { useState } from 'react';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { failureDetail } from '@web/shared/http/http-client';
import { failureText, problemCode, problemFieldErrors } from '@web/shared/forms/problem';
import { useCreateEmployee } from '../../api/create-employee';
import { employeeCodeMessages } from '../../model/employee-messages';
import { createRequestOf } from '../../model/wizard-request';
import { formPathOf, stepIssues, stepOfPath, type WizardStepId } from '../../model/wizard-steps';
import type { WizardValues, WorkStateInfo } from '../../model/wizard-values';

/** Why the employee could not be added: a text, and the steps to go back to. */
export type SubmitProblem = { message: string; steps: WizardStepId[] };

const unique = (steps: WizardStepId[]) => [...new Set(steps)];

/**
 * Sends the draft once, on the review step. A refusal that names fields puts each error next to
 * its field and opens the step holding the first; otherwise it says why in the review.
 */
export function useWizardSubmit(
  companyId: string,
  form: UseFormReturn<WizardValues>,
  state: WorkStateInfo,
  goTo: (step: WizardStepId) => void,
  onCreated: (employee: Employee) => void,
) {
  const intl = useIntl();
  const create = useCreateEmployee(companyId);
  const [problem, setProblem] = useState<SubmitProblem | null>(null);
  const text = (id: string) => intl.formatMessage({ id });

  const submit = async (): Promise<void> => {
    setProblem(null);
    const values = form.getValues();
    const issues = stepIssues('review', values, state);
    if (issues.length > 0) {
      setProblem({
        message: text('employees.wizard.needsAttention'),
        steps: unique(issues.map((issue) => stepOfPath(issue.path))),
      });
      return;
    }
    const request = createEmployeeRequestSchema.parse(createRequestOf(values, state).request);
    try {
      onCreated(await create.mutateAsync(request));
    } catch (error) {
      const fieldErrors = problemFieldErrors(error).map((item) => ({
        ...item,
        path: formPathOf(item.path),
      }));
      const code = problemCode(error);
      const codeText = (key: string) => {
        const id = employeeCodeMessages[key];
        return id ? text(id) : undefined;
      };
      const first = fieldErrors[0];
      if (first) {
        goTo(stepOfPath(first.path));
        for (const item of fieldErrors) {
          const id = item.code ? employeeCodeMessages[item.code] : undefined;
          form.setError(item.path as FieldPath<WizardValues>, {
            type: 'server',
            message: id ?? item.message,
          });
        }
      }
      const fallback = text('employees.error.save');
      setProblem({
        // A refusal about fields is explained at them, and summed up in the server's words; any
        // other in our own words for its code, else the specification's text.
        message:
          (code ? codeText(code) : undefined) ??
          (first ? failureDetail(error, fallback) : failureText(error, fallback)),
        steps: unique(fieldErrors.map((item) => stepOfPath(item.path))),
      });
    }
  };

  return { submit, problem, clearProblem: () => setProblem(null), busy: create.isPending };
}
