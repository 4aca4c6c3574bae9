/**
 * The errors the stand-in answers, in Stripe's shape and with Stripe's HTTP statuses and words, so that the
 * real client turns them into the same StripeError classes as in production.
 */
export interface StripeErrorBody {
  type: string;
  code?: string;
  message: string;
  param?: string;
  doc_url?: string;
  decline_code?: string;
}

export class StripeFailure extends Error {
  readonly status: number;
  readonly body: StripeErrorBody;
  constructor(status: number, body: StripeErrorBody) {
    super(body.message);
    this.status = status;
    this.body = body;
  }
}

const docUrl = (code: string) => `https://docs.stripe.com/error-codes/${code.replaceAll('_', '-')}`;

export function invalidRequest(message: string, code?: string, param?: string, status = 400): StripeFailure {
  return new StripeFailure(status, {
    type: 'invalid_request_error',
    ...(code ? { code, doc_url: docUrl(code) } : {}),
    message,
    ...(param ? { param } : {}),
  });
}

export const missingParam = (param: string) =>
  invalidRequest(`Missing required param: ${param}.`, 'parameter_missing', param);

export const unknownParam = (param: string) =>
  invalidRequest(`Received unknown parameter: ${param}`, 'parameter_unknown', param);

export const noSuch = (kind: string, id: string, param?: string) =>
  invalidRequest(`No such ${kind}: '${id}'`, 'resource_missing', param ?? 'id', 404);
