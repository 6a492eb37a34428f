/**
 * The handlers' signed AWS requests (functions/kit/aws-request.ts, s3.ts, xml.ts): presigned URLs
 * are the SDK presigner's, to the character, for the same inputs and clock; JSON calls carry the
 * operation and a SigV4 signature and turn AWS error answers into errors named by their code;
 * the XML reader reads exactly what S3 answers and refuses what it cannot read.
 */
import { GetObjectCommand, PutObjectCommand, S3Client, UploadPartCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { AwsError, jsonCall, services } from '../../functions/kit/aws-request';
import { presignS3 } from '../../functions/kit/s3';
import { escapeXml, requiredXmlText, xmlElements, xmlNumber, xmlRoot, xmlText } from '../../functions/kit/xml';
import { recordingServer } from '../support/recording-server';

const signingDate = new Date('2026-03-14T09:26:53Z');
const saved = { ...process.env };
beforeAll(() => {
  Object.assign(process.env, { AWS_REGION: 'eu-west-1', AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE', AWS_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' });
  delete process.env.AWS_SESSION_TOKEN;
  delete process.env.AWS_ENDPOINT_URL;
});
afterAll(() => {
  process.env = saved;
});

describe.each([
  ['the regional S3 endpoint (virtual-hosted)', undefined],
  ['the local S3 at an IP address (path-style)', 'http://127.0.0.1:4569'],
])('a presigned URL for %s', (_, endpoint) => {
  beforeEach(() => {
    if (endpoint) process.env.AWS_ENDPOINT_URL_S3 = endpoint;
    else delete process.env.AWS_ENDPOINT_URL_S3;
  });
  const sdk = (options: object = {}) => new S3Client({ requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED', ...options });
  const bucket = 'shop-uploads';
  const key = "u/6a1f/ph oto (1)!'ü*.png";

  it('is the SDK presigner URL for a photo PUT with its type and length signed', async () => {
    const ours = await presignS3('PutObject', { bucket, key }, {
      expiresIn: 3600, signingDate, headers: { 'content-type': 'image/png', 'content-length': '1234' }, signedHeaders: ['content-type'],
    });
    const theirs = await getSignedUrl(sdk(), new PutObjectCommand({ Bucket: bucket, Key: key, ContentType: 'image/png', ContentLength: 1234 }), {
      expiresIn: 3600, signingDate, signableHeaders: new Set(['content-type']),
    });
    expect(ours).toBe(theirs);
    const query = new URL(ours).searchParams;
    expect(query.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(query.get('X-Amz-Credential')).toBe('AKIDEXAMPLE/20260314/eu-west-1/s3/aws4_request');
    expect(query.get('X-Amz-Date')).toBe('20260314T092653Z');
    expect(query.get('X-Amz-Expires')).toBe('3600');
    expect(query.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    expect(query.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('is the SDK presigner URL for a view (GET) and a multipart part (UploadPart)', async () => {
    expect(await presignS3('GetObject', { bucket, key }, { expiresIn: 900, signingDate })).toBe(
      await getSignedUrl(sdk(), new GetObjectCommand({ Bucket: bucket, Key: key }), { expiresIn: 900, signingDate }),
    );
    expect(
      await presignS3('UploadPart', { bucket, key }, { expiresIn: 3600, signingDate, query: { partNumber: '3', uploadId: 'x~Y.z_-1' }, headers: { 'content-length': '5242880' } }),
    ).toBe(
      await getSignedUrl(sdk(), new UploadPartCommand({ Bucket: bucket, Key: key, UploadId: 'x~Y.z_-1', PartNumber: 3, ContentLength: 5242880 }), { expiresIn: 3600, signingDate }),
    );
  });

  it('is the SDK presigner URL for a path-style catalog image PUT with three signed headers', async () => {
    const headers = { 'content-type': 'image/webp', 'content-length': '99', 'cache-control': 'public, max-age=31536000, immutable' };
    const signed = ['content-type', 'content-length', 'cache-control'];
    const ours = await presignS3('PutObject', { bucket: 'shop-catalog', key: 'catalog-images/ab12.webp', pathStyle: true }, { expiresIn: 600, signingDate, headers, signedHeaders: signed });
    const theirs = await getSignedUrl(
      sdk({ forcePathStyle: true }),
      new PutObjectCommand({ Bucket: 'shop-catalog', Key: 'catalog-images/ab12.webp', ContentType: headers['content-type'], ContentLength: 99, CacheControl: headers['cache-control'] }),
      { expiresIn: 600, signingDate, signableHeaders: new Set(signed) },
    );
    expect(ours).toBe(theirs);
    expect(new URL(ours).pathname).toBe('/shop-catalog/catalog-images/ab12.webp');
  });
});

describe('a JSON call', () => {
  const aws = recordingServer('application/x-amz-json-1.1');
  const { received } = aws;
  beforeAll(async () => {
    await aws.start();
    process.env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER = aws.url();
  });
  afterAll(() => aws.stop());
  beforeEach(() => {
    received.length = 0;
  });

  it('posts the operation, signed for the service and region, and returns the answer', async () => {
    aws.answers = [{ status: 200, body: '{"UserMFASettingList":["SOFTWARE_TOKEN_MFA"]}' }];
    const out = await jsonCall<{ UserMFASettingList: string[] }>(services.cognito, 'AWSCognitoIdentityProviderService.AdminGetUser', { UserPoolId: 'p', Username: 'u' });
    expect(out.UserMFASettingList).toEqual(['SOFTWARE_TOKEN_MFA']);
    const [{ req, body }] = received as [(typeof received)[0]];
    expect(req.method).toBe('POST');
    expect(req.headers['x-amz-target']).toBe('AWSCognitoIdentityProviderService.AdminGetUser');
    expect(req.headers['content-type']).toBe('application/x-amz-json-1.1');
    expect(req.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-west-1\/cognito-idp\/aws4_request, SignedHeaders=[\w;-]*host[\w;-]*, Signature=[0-9a-f]{64}$/);
    expect(JSON.parse(body)).toEqual({ UserPoolId: 'p', Username: 'u' });
  });

  it('throws an error named by the AWS error code, without trying again', async () => {
    aws.answers = [{ status: 400, body: '{"__type":"com.amazonaws.cognito#UserNotFoundException","message":"User does not exist."}' }];
    const err = await jsonCall(services.cognito, 'AWSCognitoIdentityProviderService.AdminGetUser', {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AwsError);
    expect(err).toMatchObject({ name: 'UserNotFoundException', message: 'User does not exist.', status: 400 });
    expect(received).toHaveLength(1);
  });

  it('reads the code from x-amzn-errortype and tries a throttled or failed call again', async () => {
    aws.answers = [
      { status: 400, body: '{"message":"slow down"}', headers: { 'x-amzn-errortype': 'TooManyRequestsException:http://internal.amazon.com/' } },
      { status: 503, body: 'unavailable' },
      { status: 200, body: '{"ok":true}' },
    ];
    expect(await jsonCall(services.cognito, 'AWSCognitoIdentityProviderService.AdminGetUser', {})).toEqual({ ok: true });
    expect(received).toHaveLength(3);
    aws.answers = [{ status: 500, body: '{}' }, { status: 500, body: '{}' }, { status: 500, body: '{"__type":"InternalErrorException"}' }];
    await expect(jsonCall(services.cognito, 'AWSCognitoIdentityProviderService.AdminGetUser', {})).rejects.toMatchObject({ name: 'InternalErrorException' });
  });
});

describe('the XML reader', () => {
  const listParts = `<?xml version="1.0" encoding="UTF-8"?>
<ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Bucket>b</Bucket><Key>k</Key><UploadId>up-1</UploadId>
  <PartNumberMarker>0</PartNumberMarker><NextPartNumberMarker>2</NextPartNumberMarker><IsTruncated>true</IsTruncated>
  <Part><PartNumber>1</PartNumber><LastModified>2026-01-01T00:00:00.000Z</LastModified><ETag>&quot;a1&quot;</ETag><Size>5242880</Size></Part>
  <Part><PartNumber>2</PartNumber><ETag>"b&#x32;"</ETag><Size>17</Size></Part>
</ListPartsResult>`;

  it('reads the parts of a ListParts page, decoding entities, and its paging', () => {
    const parts = xmlElements(listParts, 'Part').map((p) => ({ n: xmlNumber(p, 'PartNumber'), etag: xmlText(p, 'ETag'), size: xmlNumber(p, 'Size') }));
    expect(parts).toEqual([{ n: 1, etag: '"a1"', size: 5242880 }, { n: 2, etag: '"b2"', size: 17 }]);
    expect(xmlText(listParts, 'IsTruncated')).toBe('true');
    expect(xmlText(listParts, 'NextPartNumberMarker')).toBe('2');
    expect(xmlRoot(listParts)).toBe('ListPartsResult');
    expect(xmlText(listParts, 'Missing')).toBeUndefined();
  });

  it('finds an error answer, even one S3 sends with status 200', () => {
    const error = '<?xml version="1.0"?>\n<Error><Code>InvalidPart</Code><Message>One or more parts could not be found &amp; so on</Message></Error>';
    expect(xmlRoot(error)).toBe('Error');
    expect(requiredXmlText(error, 'Code')).toBe('InvalidPart');
    expect(xmlText(error, 'Message')).toBe('One or more parts could not be found & so on');
  });

  it('refuses what it cannot read as text instead of guessing', () => {
    expect(() => xmlText('<Part><ETag><b>x</b></ETag></Part>', 'ETag')).toThrow('markup');
    expect(() => xmlText('<Code>&nbsp;</Code>', 'Code')).toThrow('unknown entity');
    expect(() => xmlNumber('<Size>12kb</Size>', 'Size')).toThrow('not a whole number');
    expect(() => requiredXmlText('<InitiateMultipartUploadResult/>', 'UploadId')).toThrow('no <UploadId>');
  });

  it('escapes text it writes so the reader gets it back', () => {
    const etag = '"c&<3>\'';
    expect(xmlText(`<ETag>${escapeXml(etag)}</ETag>`, 'ETag')).toBe(etag);
  });
});
