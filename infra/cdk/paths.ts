/** Where things are on disk at synth time. The CDK app runs from any working directory. */
import * as path from 'node:path';

export const repoRoot = path.resolve(__dirname, '..', '..');
export const functionsDir = path.join(repoRoot, 'functions');
export const lockFile = path.join(repoRoot, 'package-lock.json');
export const webDist = path.join(repoRoot, 'web', 'dist');
