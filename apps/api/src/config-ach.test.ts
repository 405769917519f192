import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const base = () => ({ NODE_ENV: 'test', DATA_DIR: mkdtempSync(join(tmpdir(), 'paydesk-config-')) });

describe('the originating bank of ACH files', () => {
  it('has demo values by default', () => {
    expect(loadConfig(base()).achOrigin).toEqual({
      immediateDestination: '021000021',
      immediateDestinationName: 'DEMO ORIGINATING BANK',
      immediateOrigin: '1987654320',
      immediateOriginName: 'PAYDESK',
      odfiRouting: '021000021',
    });
  });

  it('takes the bank’s values, names upper-cased as NACHA writes them', () => {
    const config = loadConfig({
      ...base(),
      ACH_IMMEDIATE_DESTINATION: '071000013',
      ACH_IMMEDIATE_DESTINATION_NAME: 'Crédit Lake Bank',
      ACH_IMMEDIATE_ORIGIN: '121042882',
      ACH_ODFI_ROUTING: '121042882',
    });
    expect(config.achOrigin).toMatchObject({
      immediateDestination: '071000013',
      immediateDestinationName: 'CREDIT LAKE BANK',
      immediateOrigin: '121042882',
      odfiRouting: '121042882',
    });
  });

  it('refuses a routing number with a wrong check digit, naming the variable', () => {
    expect(() => loadConfig({ ...base(), ACH_ODFI_ROUTING: '021000022' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base(), ACH_ODFI_ROUTING: '021000022' })).toThrow(
      /ACH_ODFI_ROUTING/,
    );
    expect(() => loadConfig({ ...base(), ACH_IMMEDIATE_ORIGIN: '0000000000' })).toThrow(
      /ACH_IMMEDIATE_ORIGIN/,
    );
  });
});
