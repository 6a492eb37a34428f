/**
 * Files the local cloud writes for others to read (endpoints, messages, dead letters) appear
 * whole: written under a hidden name beside their place, then renamed into it, which is atomic
 * on one file system. A reader polling the folder never parses half a file.
 */
import { renameSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

export function writeWholeFile(path: string, text: string): void {
  const aside = join(dirname(path), `.${basename(path)}.writing`);
  writeFileSync(aside, text);
  renameSync(aside, path);
}
