/**
 * AWS Signature Version 4 for one request, with node:crypto: all the CloudFront adapter needs of the AWS SDK
 * (whose CloudFront client alone brings some forty packages). Steps as AWS documents them: a canonical
 * request, the string to sign, a key derived from the secret by date, region and service.
 */
import { createHash, createHmac } from 'node:crypto';

export interface AwsCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string | undefined;
}

export interface SignedRequest {
  method: string;
  url: URL;
  /** Names in lower case. Host and x-amz-date are added. */
  headers: Record<string, string>;
  body: string;
  region: string;
  service: string;
  credentials: AwsCredentials;
  /** The signing time; now when absent. */
  date?: Date;
}

const sha256 = (data: string) => createHash('sha256').update(data, 'utf8').digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

/** RFC 3986 encoding, as SigV4 wants it: `encodeURIComponent` leaves `!'()*` alone. */
const strict = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function canonicalQuery(url: URL): string {
  return [...url.searchParams]
    .map(([name, value]) => [strict(name), strict(value)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

/** The request's headers with `Authorization`, `X-Amz-Date` (and the session token) added. */
export function signV4(request: SignedRequest): Record<string, string> {
  const stamp = (request.date ?? new Date())
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = stamp.slice(0, 8);
  const headers: Record<string, string> = {
    ...Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name.toLowerCase(), value])),
    host: request.url.host,
    'x-amz-date': stamp,
  };
  if (request.credentials.sessionToken) headers['x-amz-security-token'] = request.credentials.sessionToken;
  const names = Object.keys(headers).sort();
  const canonical = [
    request.method,
    request.url.pathname.split('/').map(strict).join('/') || '/',
    canonicalQuery(request.url),
    names.map((name) => `${name}:${headers[name]!.trim().replace(/\s+/g, ' ')}\n`).join(''),
    names.join(';'),
    sha256(request.body),
  ].join('\n');
  const scope = `${day}/${request.region}/${request.service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256(canonical)].join('\n');
  let key = hmac(`AWS4${request.credentials.secretAccessKey}`, day);
  for (const part of [request.region, request.service, 'aws4_request']) key = hmac(key, part);
  const signature = createHmac('sha256', key).update(toSign, 'utf8').digest('hex');
  const { host: _host, ...sent } = headers;
  return {
    ...sent,
    authorization:
      `AWS4-HMAC-SHA256 Credential=${request.credentials.accessKeyId}/${scope}, ` +
      `SignedHeaders=${names.join(';')}, Signature=${signature}`,
  };
}
