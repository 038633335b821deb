import { describe, expect, it } from 'vitest';
import { captionOf } from './captions';

describe('captions from names', () => {
  it('turns snake_case, kebab-case and camelCase into words, the first capitalised', () => {
    expect(captionOf('unit_price')).toBe('Unit price');
    expect(captionOf('order-date')).toBe('Order date');
    expect(captionOf('orderDate')).toBe('Order date');
    expect(captionOf('flights_2024')).toBe('Flights 2024');
    expect(captionOf('__region__')).toBe('Region');
  });

  it('keeps shouted abbreviations and leaves a caption already fine as it is', () => {
    expect(captionOf('VAT_rate')).toBe('VAT rate');
    expect(captionOf('sales_EUR')).toBe('Sales EUR');
    expect(captionOf('Amount')).toBe('Amount');
    expect(captionOf('x')).toBe('X');
  });
});
