/**
 * The card form of the hosted page, judged as Stripe's test mode judges it: its test numbers decide the
 * outcome. Only brand, last four digits and expiry leave this module; the number and CVC are never kept.
 */
export interface CardForm {
  email: string;
  cardNumber: string;
  cardExpiry: string;
  cardCvc: string;
  billingName: string;
}

export interface CardSeen {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  email: string;
  name: string;
}

export type PayProblem =
  | 'email_incomplete'
  | 'number_incomplete'
  | 'number_invalid'
  | 'expiry_incomplete'
  | 'expiry_month_invalid'
  | 'expiry_year_past'
  | 'expiry_past'
  | 'cvc_incomplete'
  | 'name_incomplete'
  | 'declined'
  | 'insufficient_funds'
  | 'not_test_card'
  | 'authentication_failed';

export type CardOutcome =
  | { kind: 'refused'; problem: PayProblem }
  | { kind: 'paid'; card: CardSeen }
  | { kind: 'authenticate'; card: CardSeen };

/** Stripe's test numbers (docs.stripe.com/testing); any other valid number is a real card, refused in test mode. */
const TEST_CARDS: Record<string, 'paid' | 'authenticate' | PayProblem> = {
  '4242424242424242': 'paid',
  '5555555555554444': 'paid',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
  '4000002500003155': 'authenticate',
};

export function judgeCard(form: CardForm, now: Date): CardOutcome {
  const problem = missing(form);
  if (problem) return { kind: 'refused', problem };
  const number = form.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number)) return { kind: 'refused', problem: 'number_incomplete' };
  if (!luhn(number)) return { kind: 'refused', problem: 'number_invalid' };
  const expiry = parseExpiry(form.cardExpiry, now);
  if (typeof expiry === 'string') return { kind: 'refused', problem: expiry };
  if (!/^\d{3,4}$/.test(form.cardCvc.trim())) return { kind: 'refused', problem: 'cvc_incomplete' };
  const behaviour = TEST_CARDS[number] ?? 'not_test_card';
  if (behaviour !== 'paid' && behaviour !== 'authenticate') return { kind: 'refused', problem: behaviour };
  const card = {
    brand: brandOf(number),
    last4: number.slice(-4),
    ...expiry,
    email: form.email.trim(),
    name: form.billingName.trim(),
  };
  return { kind: behaviour, card };
}

function missing(form: CardForm): PayProblem | undefined {
  if (!form.email.trim()) return 'email_incomplete';
  if (!form.cardNumber.trim()) return 'number_incomplete';
  if (!form.cardExpiry.trim()) return 'expiry_incomplete';
  if (!form.cardCvc.trim()) return 'cvc_incomplete';
  if (!form.billingName.trim()) return 'name_incomplete';
  return undefined;
}

function luhn(number: string): boolean {
  let sum = 0;
  for (const [i, char] of [...number].reverse().entries()) {
    const digit = Number(char) * (i % 2 === 1 ? 2 : 1);
    sum += digit > 9 ? digit - 9 : digit;
  }
  return sum % 10 === 0;
}

/** "MM / YY" as Stripe's field writes it; "MM/YY", "MMYY" and a four-digit year are taken too. */
function parseExpiry(text: string, now: Date): { expMonth: number; expYear: number } | PayProblem {
  const match = /^(\d{1,2})\s*\/?\s*(\d{2}|\d{4})$/.exec(text.trim());
  if (!match) return 'expiry_incomplete';
  const expMonth = Number(match[1]);
  const expYear = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (expMonth < 1 || expMonth > 12) return 'expiry_month_invalid';
  const year = now.getUTCFullYear();
  if (expYear < year) return 'expiry_year_past';
  if (expYear === year && expMonth < now.getUTCMonth() + 1) return 'expiry_past';
  return { expMonth, expYear };
}

function brandOf(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  return 'unknown';
}
