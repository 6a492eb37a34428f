/**
 * The SPA's components in jsdom: one subject per `*.spec.tsx` file of this folder, run in this one
 * jest file, so React, Testing Library, the contract's schemas and the SPA's modules load once
 * instead of once per subject (jest gives each test file a fresh module registry and a fresh
 * jsdom): 22 core-seconds for the folder's tests where they took 38 as files of their own. Each
 * subject keeps its own describe block and hooks, and `npx jest test/components -t '^address-form '`
 * runs one of them. A subject that mocks a module (site-routes) or changes the document itself
 * (computed-style) stays a test file of its own.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- each spec must load inside its describe block, which an import (hoisted) cannot do */
import { readdirSync, readFileSync } from 'node:fs';
// Loaded here first, so that their hooks apply to every subject: Testing Library's cleanup of
// what each test rendered, and the shop's query cache emptied after each test.
import '@testing-library/react';
import './shop';

describe('add-to-cart', () => {
  require('./add-to-cart.spec');
});
describe('album-draft', () => {
  require('./album-draft.spec');
});
describe('address-form', () => {
  require('./address-form.spec');
});
describe('callback-form', () => {
  require('./callback-form.spec');
});
describe('callbacks-desk', () => {
  require('./callbacks-desk.spec');
});
describe('catalog-forms', () => {
  require('./catalog-forms.spec');
});
describe('create-account-form', () => {
  require('./create-account-form.spec');
});
describe('customer-draft', () => {
  require('./customer-draft.spec');
});
describe('editors-dashboard', () => {
  require('./editors-dashboard.spec');
});
describe('hosted-sign-up', () => {
  require('./hosted-sign-up.spec');
});
describe('home-hero', () => {
  require('./home-hero.spec');
});
describe('order-card', () => {
  require('./order-card.spec');
});
describe('order-journey', () => {
  require('./order-journey.spec');
});
describe('outstanding-board', () => {
  require('./outstanding-board.spec');
});
describe('photo-order', () => {
  require('./photo-order.spec');
});
describe('proof-review', () => {
  require('./proof-review.spec');
});
describe('promotions-cart', () => {
  require('./promotions-cart.spec');
});
describe('promotions-console', () => {
  require('./promotions-console.spec');
});
describe('promotions-price', () => {
  require('./promotions-price.spec');
});
describe('referral-form', () => {
  require('./referral-form.spec');
});
describe('sales-tax', () => {
  require('./sales-tax.spec');
});
describe('staff-nav', () => {
  require('./staff-nav.spec');
});
describe('staff-order-forms', () => {
  require('./staff-order-forms.spec');
});
describe('staff-order-page', () => {
  require('./staff-order-page.spec');
});
describe('studio-dashboard', () => {
  require('./studio-dashboard.spec');
});
describe('uploads', () => {
  require('./uploads.spec');
});

it('runs every spec of this folder', () => {
  const required = [...readFileSync(__filename, 'utf8').matchAll(/require\('\.\/([\w-]+)\.spec'\)/g)].map((m) => m[1]);
  const specs = readdirSync(__dirname)
    .filter((name) => name.endsWith('.spec.tsx'))
    .map((name) => name.replace(/\.spec\.tsx$/, ''));
  expect(required.sort()).toEqual(specs.sort());
});
