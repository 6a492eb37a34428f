/** The `## Lambda handlers` section of docs/benchmarks.md, written from handlers.ts's figures. */
import { classLabels, coldStartTargets, type HandlerClass } from './handler-targets';
import type { HandlerFigure, HandlerFigures } from './handlers';

const mark = (ok: boolean) => (ok ? 'yes' : '**no**');
const ms = (x: number) => x.toFixed(0);
const ratio = (x: number) => x.toFixed(2);
const within = (h: HandlerFigure) => !h.problem && h.coldRatio <= h.target;
const answered = (answers: Record<string, number>, expected?: string) =>
  Object.entries(answers)
    .map(([a, n]) => (expected && a !== expected ? `**${a}** ×${n}` : `${a} ×${n}`))
    .join(', ');

/** What meeting a missed target takes: the cold start it may have, and where its time over the reference's goes (medians over its pairs). */
function whatWouldMeetIt(h: HandlerFigure, reference: HandlerFigures['reference']): string {
  if (h.problem) return `\`${h.module}\`: ${h.problem}.`;
  // The cold start its median ratio would allow, at the reference's pace of its own pairs.
  const allowed = (h.coldMs / h.coldRatio) * h.target;
  const calls = (n: number) => `${n} DynamoDB call${n === 1 ? '' : 's'}`;
  return (
    `\`${h.module}\` (${classLabels[h.handlerClass]}): ${ratio(h.coldRatio)}× against ${h.target}×. Its ${ms(h.coldMs)} ms cold start ` +
    `would have to come down to about ${ms(allowed)} ms. Beside the reference in its pairs, its import takes ${ms(h.paired.importOverMs)} ms more ` +
    `(${h.kb.toFixed(0)} KB; beyond the reference: ${h.beyondReference || 'nothing over 5 KB'}) and its first request ${ms(h.paired.requestOverMs)} ms more ` +
    `(${calls(h.tableCalls)} against the reference's ${reference.tableCalls}${h.handlerClass === 'dynamodb' ? '' : ', and its calls to other services'}).`
  );
}

function presignText({ presign, handlers, rounds }: HandlerFigures): string[] {
  const carriers = handlers.filter((h) => h.carriesPresigner);
  return [
    `Presigning, alone: a fresh process with the same environment imports a bundle of S3Client and the SDK's presigner`,
    `(\`test/bench/presign-entry.ts\`, bundled like a handler) in **${ms(presign.importMs)} ms**, then \`getSignedUrl\` signs its first PUT URL in`,
    `**${presign.firstMs.toFixed(1)} ms** and a second in **${presign.warmMs.toFixed(1)} ms** (medians of ${rounds}). ` +
      (carriers.length
        ? `It is on a request's hot path: the ${carriers.length} handlers whose bundle carries the presigner (${carriers.map((h) => `\`${h.module}\``).join(', ')}) ` +
          'sign while the caller waits, a URL for each photo, spread or part they hand out, so the first URL of a fresh container is inside its cold start above and each further one adds about the second figure.'
        : "No deployed handler's bundle carries the SDK's presigner: they sign URLs with the shop's own code, so this figure is on no request's path."),
  ];
}

export function handlersSection(figures: HandlerFigures): string[] {
  const { reference, handlers, rounds, seconds } = figures;
  const missed = handlers.filter((h) => !within(h));
  const unexpected = handlers.filter((h) => !h.problem && Object.keys(h.answers).some((a) => a !== h.expected));
  const classes = Object.keys(coldStartTargets) as HandlerClass[];
  const minutes = (s: number) => `${Math.floor(s / 60)} min ${Math.round(s % 60)} s`;
  return [
    '## Lambda handlers',
    '',
    'Every deployed handler bundled as it deploys (`bundleHandler` in `infra/bundling.ts`: esbuild, minified, ESM, the AWS SDK and the',
    'Stripe SDK as published, a source map beside it), and a reference handler bundled the same way (`test/bench/reference-handler.ts`:',
    'one DynamoDB GetItem through lib-dynamodb behind a middy chain).',
    '',
    "A cold start is a fresh Node process, outside the project, with only the function's environment (the variables the local cloud gives",
    "its handlers, and the stack's `NODE_OPTIONS=--enable-source-maps`), that imports the bundle and serves one real request against one",
    "local cloud, timed from just before `import()` to the handler's answer: the import, then the first request's SDK clients, credentials,",
    'first connections and first AWS calls. The requests (`test/bench/cold-requests.ts`): for a route, its HTTP API event with the claims',
    "the gateway passes for the caller's token, a signed-in customer's, or a staff member's with an authenticator app for a route staff may",
    'call (whose check asks the user pool); for an event target, an EventBridge event; for the trigger, the Cognito event. What a request uses',
    "up (a paid order to refund, a proof to answer, a photo to remove) is made afresh before its pair; the photo check is given a thumbnail's",
    'arrival again, as EventBridge may deliver an event twice.',
    '',
    "In each round every handler's cold start follows one of the reference serving its GetItem from the same table; × cold start is the",
    `median over ${rounds} rounds of each pair's ratio, so a slow spell of the machine lands on both sides of a pair (× import likewise, for`,
    "the import alone), with the lowest and highest of the pairs' ratios beside it. The milliseconds are medians of the handler's own rounds.",
    '',
    `Targets, on × cold start, by what the handler's grants let it call (\`test/bench/handler-targets.ts\`): only the table at most`,
    `${coldStartTargets.dynamodb}×; also S3, the user pool (a route staff may call asks it about their authenticator app), SES or EventBridge`,
    `at most ${coldStartTargets.aws}×; Stripe at most ${coldStartTargets.stripe}×. Bundle size and import are reported beside them, not held to a target.`,
    "Answer is what the handler answered in each round (a route's status, an event target's result); each request goes through the",
    "handler's AWS calls. Locally the Stripe key and webhook secret are plain variables and Stripe is the local card provider: deployed,",
    'a Stripe handler also waits for Secrets Manager and for Stripe across the internet, which these figures leave out. Every AWS call',
    `is answered by the local cloud in the bench's own process (DynamoDB by ${figures.dynamodbEngine}), at its pace rather than AWS's: a handler`,
    'making several calls in a row pays that pace for each.',
    '',
    `Reference: **${reference.kb.toFixed(0)} KB**, imported in **${ms(reference.importMs)} ms**, cold start with its GetItem **${ms(reference.coldMs)} ms**`,
    `(medians of all its runs; answered ${answered(reference.answers)}, ${reference.tableCalls} DynamoDB call${reference.tableCalls === 1 ? '' : 's'}). DynamoDB calls are those the local`,
    "cloud answered while the handler's process ran (median over its rounds; with the calls of an event it put, if delivered meanwhile).",
    "The last column names the largest parts of a handler's bundle",
    "beyond what the reference carries (packages, or our own folders), from esbuild's metafile.",
    '',
    '| handler | serves | calls | answer | DynamoDB calls | bundle (KB) | × size | import (ms) | × import | cold start (ms) | × cold start | target | within | beyond the reference (KB) |',
    '|---|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---|',
    ...handlers.map(
      (h) =>
        `| \`${h.module}\` | ${h.serves.join('<br>')} | ${classLabels[h.handlerClass]} | ${h.problem ? `**${h.problem}**` : answered(h.answers, h.expected)} | ${h.problem ? '' : h.tableCalls} | ` +
        `${h.kb.toFixed(0)} | ${ratio(h.kb / reference.kb)} | ${h.problem ? '' : ms(h.importMs)} | ${h.problem ? '' : ratio(h.importRatio)} | ` +
        `${h.problem ? '' : ms(h.coldMs)} | ${h.problem ? '' : `${ratio(h.coldRatio)} (${ratio(h.coldRatioRange[0])}–${ratio(h.coldRatioRange[1])})`} | ` +
        `${h.target}× | ${mark(within(h))} | ${h.beyondReference} |`,
    ),
    '',
    ...classes.map((c) => {
      const inClass = handlers.filter((h) => h.handlerClass === c && !h.problem);
      const worst = inClass.reduce<HandlerFigure | undefined>((w, h) => (!w || h.coldRatio > w.coldRatio ? h : w), undefined);
      const misses = inClass.filter((h) => !within(h)).length;
      return (
        `- ${classLabels[c]} (${inClass.length} handlers, at most ${coldStartTargets[c]}×): ` +
        (worst
          ? `worst **${ratio(worst.coldRatio)}×** (\`${worst.module}\`, ${ms(worst.coldMs)} ms), ${misses ? `**${misses} missed**` : 'all within'}.`
          : 'none.')
      );
    }),
    '',
    ...(missed.length
      ? [`Missed: ${missed.length} of ${handlers.length} handlers.`, '', ...missed.map((h) => `- ${whatWouldMeetIt(h, reference)}`)]
      : [`All ${handlers.length} handlers within their targets.`]),
    ...(unexpected.length
      ? ['', `Answered otherwise than expected in some round (the answer in bold): ${unexpected.map((h) => `\`${h.module}\``).join(', ')}.`]
      : []),
    '',
    ...presignText(figures),
    '',
    `The section took ${minutes(seconds.total)} on this machine: bundling ${seconds.bundling.toFixed(0)} s, the local cloud and the shop's people and orders`,
    `${seconds.shop.toFixed(0)} s, ${rounds} rounds of ${handlers.length} pairs (with the orders some requests use up, and the presigning run) ${minutes(seconds.rounds)}.`,
    '',
  ];
}
