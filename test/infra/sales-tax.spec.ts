/**
 * The stage option stripeTax reaches the checkout route's function (STRIPE_TAX, on or off, and no
 * other function) and the site (runtime-config.json's stripeTax, which the cart reads).
 */
import { App } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import { runtimeConfigSchema } from '../../shared/runtime-config';
import { readConfig } from '../../infra/cdk/config';
import { deployedRuntimeConfig, functionsOfRoute, synthShop } from './synth';

const plain = synthShop('prod').template;
const taxed = synthShop('prod', { stripeTax: 'on' }).template;

type Fn = { Properties: { Environment?: { Variables?: Record<string, unknown> } } };
const checkoutVariables = (template: Template) => {
  const [[, fn]] = functionsOfRoute(template, 'POST', '/orders/{userId}/stripe-create-checkout') as unknown as [[string, Fn]];
  return fn.Properties.Environment?.Variables ?? {};
};
const functionsWithStripeTax = (template: Template) =>
  Object.entries(template.findResources('AWS::Lambda::Function') as Record<string, Fn>)
    .filter(([, fn]) => fn.Properties.Environment?.Variables?.STRIPE_TAX !== undefined)
    .map(([id]) => id);

it('gives the checkout route STRIPE_TAX=on when the stage sets stripeTax=on, and off by default', () => {
  expect(checkoutVariables(taxed).STRIPE_TAX).toBe('on');
  expect(checkoutVariables(plain).STRIPE_TAX).toBe('off');
});

it('gives STRIPE_TAX to the checkout route alone', () => {
  const checkout = functionsOfRoute(taxed, 'POST', '/orders/{userId}/stripe-create-checkout').map(([id]) => id);
  expect(checkout).toHaveLength(1);
  expect(functionsWithStripeTax(taxed)).toEqual(checkout);
});

it('tells the site whether tax is charged, in runtime-config.json', () => {
  expect(runtimeConfigSchema.parse(deployedRuntimeConfig(synthShop('prod', { stripeTax: 'on' }))).stripeTax).toBe(true);
  expect(runtimeConfigSchema.parse(deployedRuntimeConfig(synthShop('prod'))).stripeTax).toBeUndefined();
});

it('refuses a stripeTax other than on or off', () => {
  const app = new App({ context: { stripeTax: 'yes' } });
  expect(() => readConfig(app, 'dev')).toThrow('stripeTax must be on or off, not "yes".');
});
