import { describe, expect, it } from 'vitest';
import { withFunctionKey } from '../../dataProviders/functionKey';

describe('withFunctionKey', () => {
  it('adds the key as `code`, after a query the address already has', () => {
    expect(withFunctionKey('/api/payroll/salarios?codigo_alternativo=100002', 'k&1')).toBe(
      '/api/payroll/salarios?codigo_alternativo=100002&code=k%261',
    );
    expect(withFunctionKey('/api/payroll/bonos', 'key')).toBe('/api/payroll/bonos?code=key');
  });
});
