import { describe, expect, it } from 'vitest';
import { isValidRoutingNumber, routingNumberSchema } from '../src/bank-accounts';

// Published routing numbers (Federal Reserve E-Payments directory).
const published = ['011000015', '021000021', '122105155', '026009593', '071000013'];

describe('the ABA routing number check digit', () => {
  it('accepts published routing numbers', () => {
    for (const routing of published) expect(isValidRoutingNumber(routing), routing).toBe(true);
  });

  it('refuses every single-digit change of a published number', () => {
    for (const routing of published) {
      for (let position = 0; position < 9; position += 1) {
        for (const delta of [1, 9]) {
          const digit = (Number(routing[position]) + delta) % 10;
          const changed = routing.slice(0, position) + digit + routing.slice(position + 1);
          expect(isValidRoutingNumber(changed), changed).toBe(false);
        }
      }
    }
  });

  it('says the check digit fails in the schema message', () => {
    const result = routingNumberSchema.safeParse('021000022');
    expect(result.error?.issues[0]?.message).toContain('check digit fails');
    expect(routingNumberSchema.safeParse('02100002').error?.issues[0]?.message).toContain(
      '9-digit',
    );
  });
});
