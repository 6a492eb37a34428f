/** What `npm run redrive` reads from a dead-letter queue in a stage (infra/redrive.ts). */
import { deadLetterOf } from '../../infra/redrive';

const event = { version: '0', id: 'e1', 'detail-type': 'Order paid', source: 'lumiere.shop', detail: { orderId: '01J' } };

describe('a dead letter', () => {
  it('from a function that failed after its retries is its invocation record: the event is the request payload', () => {
    const record = {
      version: '1.0',
      timestamp: '2026-11-23T15:00:00.000Z',
      requestContext: {
        requestId: 'r1',
        functionArn: 'arn:aws:lambda:us-east-1:1:function:Shop-prod-OrderPaid:$LATEST',
        condition: 'RetriesExhausted',
        approximateInvokeCount: 3,
      },
      requestPayload: event,
      responseContext: { statusCode: 200, functionError: 'Unhandled' },
      responsePayload: { errorMessage: 'boom' },
    };
    expect(deadLetterOf(JSON.stringify(record))).toEqual({ target: record.requestContext.functionArn, event });
  });

  it('from EventBridge, which could not invoke the target, is the event, with the target as an attribute', () => {
    const target = 'arn:aws:lambda:us-east-1:1:function:Shop-prod-StripeCheckout';
    expect(deadLetterOf(JSON.stringify(event), { TARGET_ARN: { StringValue: target }, ERROR_CODE: { StringValue: 'Throttled' } })).toEqual({ target, event });
  });

  it('that names no target is refused rather than replayed blindly', () => {
    expect(() => deadLetterOf(JSON.stringify(event))).toThrow('names no target');
  });
});
