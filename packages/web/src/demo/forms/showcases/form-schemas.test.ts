import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { errorCodes, orderSchema, orderTotal, signUpSchema, wizardSchema, wizardSteps } from './form-schemas';

/** Each field's first broken rule, as the form shows it. */
const codes = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries(
    [...(result.error?.issues ?? [])].reverse().map((issue) => [issue.path.join('.'), issue.message]),
  );

const good = {
  username: 'ana_lima',
  email: 'ana@example.com',
  password: 'secret123',
  confirm: 'secret123',
  age: 30,
  website: '',
  terms: true,
};

describe('the form showcases’ rules', () => {
  it('take a good sign-up', () => {
    expect(signUpSchema.safeParse(good).success).toBe(true);
    expect(signUpSchema.safeParse({ ...good, website: 'https://example.com' }).success).toBe(true);
  });

  it('name what is wrong with a bad one by a stable code, field by field', () => {
    const result = signUpSchema.safeParse({
      username: 'a b',
      email: 'ana@',
      password: 'short',
      confirm: 'other',
      age: 12.5,
      website: 'not a url',
      terms: false,
    });
    expect(codes(result)).toEqual({
      username: 'badUsername',
      email: 'badEmail',
      password: 'shortPassword',
      age: 'wholeNumber',
      website: 'badUrl',
      terms: 'acceptTerms',
    });
    expect(codes(signUpSchema.safeParse({ ...good, confirm: 'secret124' }))).toEqual({
      confirm: 'passwordsDiffer',
    });
    expect(codes(signUpSchema.safeParse({ ...good, username: '', email: '', age: undefined }))).toEqual({
      username: 'required',
      email: 'required',
      age: 'required',
    });
  });

  it('want an order of at least one filled row and add it up', () => {
    expect(codes(orderSchema.safeParse({ rows: [] }))).toEqual({ rows: 'oneRow' });
    expect(codes(orderSchema.safeParse({ rows: [{ item: '', quantity: 0, price: -1 }] }))).toEqual({
      'rows.0.item': 'required',
      'rows.0.quantity': 'atLeastOne',
      'rows.0.price': 'notNegative',
    });
    expect(
      orderTotal([
        { item: 'Pens', quantity: 3, price: 1.5 },
        { item: 'Paper', quantity: Number.NaN, price: 4 },
      ]),
    ).toBe(4.5);
  });

  it('check the wizard a step at a time: every field in one step', () => {
    const fields = wizardSteps.flatMap((step) => step.fields);
    expect(fields.sort()).toEqual(Object.keys(wizardSchema.shape).sort());
  });

  it('have words for every code', () => {
    expect(Object.keys(en.forms.errors).sort()).toEqual([...errorCodes].sort());
  });
});
