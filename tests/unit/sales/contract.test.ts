import { describe, expect, it } from 'vitest';
import {
  campaignStatus,
  fromMinorUnits,
  orderTotals,
  toInteger,
  toMinorUnits,
  withDecimalComma,
} from '../../../contracts/sales/sales';

describe('money at the contract edge', () => {
  it('reads decimals with a comma or a point as exact minor units', () => {
    expect(toMinorUnits('2500,50')).toBe(250050);
    expect(toMinorUnits('2500.5')).toBe(250050);
    expect(toMinorUnits('2500')).toBe(250000);
    expect(toMinorUnits(0.1 + 0.2)).toBe(30); // float noise is not a third decimal
    expect(toMinorUnits(1.234)).toBeNull();
    expect(toMinorUnits(19.99)).toBe(1999);
    expect(toMinorUnits(1_000_000.07)).toBe(100_000_007);
    expect(toMinorUnits(' 7 500,05 ')).toBe(750005);
  });

  it('refuses what is not an amount with at most two decimals', () => {
    for (const bad of ['12,345', '-5', 'gratis', '', '1e3', '1.2.3', null, undefined, Number.NaN]) {
      expect(toMinorUnits(bad as string)).toBeNull();
    }
  });

  it('shows minor units as decimals and writes the shipping price with a decimal comma', () => {
    expect(fromMinorUnits(250050)).toBe(2500.5);
    expect(fromMinorUnits(7)).toBe(0.07);
    expect(withDecimalComma(2500.5)).toBe('2500,50');
    expect(withDecimalComma('3500')).toBe('3500,00');
    expect(withDecimalComma(0)).toBe('0,00');
    expect(withDecimalComma('0.05')).toBe('0,05');
  });
});

describe('campaign integers', () => {
  it('converts max limit, quantity and stock to integers', () => {
    expect(toInteger('12')).toBe(12);
    expect(toInteger(' 7 ')).toBe(7);
    expect(toInteger(3.9)).toBe(3);
    expect(toInteger('4.8')).toBe(4);
    expect(toInteger('')).toBe(0);
    expect(toInteger(undefined)).toBe(0);
  });
});

describe('order totals', () => {
  const lines = [
    { quantity: 2, unitPriceMinor: 2500050, shippingPriceMinor: 350025 },
    { quantity: 3, unitPriceMinor: 100000, shippingPriceMinor: 350025 },
  ];
  it('adds quantity × price, and shipping per unit only when sent home', () => {
    expect(orderTotals(lines, false)).toEqual({
      itemsTotalMinor: 5300100,
      shippingTotalMinor: 0,
      totalMinor: 5300100,
    });
    expect(orderTotals(lines, true)).toEqual({
      itemsTotalMinor: 5300100,
      shippingTotalMinor: 1750125,
      totalMinor: 7050225,
    });
    expect(orderTotals([], true).totalMinor).toBe(0);
  });
});

describe('campaign status', () => {
  it('is active from its start to its end day, both inclusive', () => {
    const campaign = { startDate: '2026-03-01', endDate: '2026-03-31' };
    expect(campaignStatus(campaign, '2026-02-28')).toBe('scheduled');
    expect(campaignStatus(campaign, '2026-03-01')).toBe('active');
    expect(campaignStatus(campaign, '2026-03-31')).toBe('active');
    expect(campaignStatus(campaign, '2026-04-01')).toBe('finished');
  });
});
