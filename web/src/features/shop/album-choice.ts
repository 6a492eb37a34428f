// The album page's choice rules are domain rules: they live in shared/ with their unit tests.
export * from '@shared/album-choice';
