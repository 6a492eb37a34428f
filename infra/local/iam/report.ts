/**
 * The permission record the local cloud writes to its data folder (permissions.json): every AWS
 * call by function, action, resource and decision, the grants no call used, the functions not
 * invoked; and how it is said in a few lines (at the end of a test run: test/support/global-teardown.ts).
 */
export type Decision = 'allowed' | 'denied' | 'unmapped';
export interface CallRecord {
  function: string;
  action: string;
  resource: string;
  decision: Decision;
  calls: number;
  /** For an allowed call: the weakest level of each declared grant that alone allows it (`table:read`). */
  allowedBy?: string[];
}
export interface UnusedGrant {
  function: string;
  grant: string;
  declared: string;
  /** The strongest level a call needed, when one did but less than declared. */
  used?: string;
}
export interface PermissionRecord {
  stage: string;
  evaluatedIn: { partition: string; account: string; region: string };
  calls: CallRecord[];
  /** Calls made outside any function (the local cloud's own setup), not checked. */
  outside: number;
  invocations: Record<string, number>;
  unusedGrants: UnusedGrant[];
  notInvoked: string[];
}

/** The record in a few lines: what was checked, any refusals, and the grants no call used. */
export function formatPermissionRecord(record: PermissionRecord): string {
  const calls = record.calls.reduce((n, c) => n + c.calls, 0);
  const refused = record.calls.filter((c) => c.decision !== 'allowed');
  const functions = Object.keys(record.invocations).length;
  const lines = [
    `Permissions: ${calls} AWS calls by ${functions} functions checked against the ${record.stage} stack's roles: ${refused.length ? `${refused.length} refused` : 'none refused'}.`,
    ...refused.map((c) => `  REFUSED ${c.function}: ${c.action} on ${c.resource} (${c.decision}, ${c.calls}×)`),
  ];
  if (record.unusedGrants.length) {
    lines.push('Grants no call of this run used:');
    const width = Math.max(...record.unusedGrants.map((u) => u.function.length));
    for (const u of record.unusedGrants) {
      lines.push(`  ${u.function.padEnd(width)}  ${u.grant}: ${u.declared}${u.used ? ` (only ${u.used} used)` : ' (not used)'}`);
    }
  }
  if (record.notInvoked.length) lines.push(`Not invoked in this run (${record.notInvoked.length}): ${record.notInvoked.join(', ')}`);
  return lines.join('\n');
}
