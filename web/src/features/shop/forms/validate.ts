// The forms' checks are the domain's: they live in shared/ with their unit tests.
export * from '@shared/validate';
