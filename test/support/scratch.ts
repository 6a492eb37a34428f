/**
 * Folders a test file makes in the system's temp folder, deleted when the file is done: call
 * `afterAll(removeScratchDirs)` once, then `scratchDir(prefix)` wherever a folder is needed.
 * Each test file has its own list (jest loads this module afresh for every file).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const made: string[] = [];

export function scratchDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

export function removeScratchDirs(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}
