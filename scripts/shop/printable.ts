/**
 * What the operator's terminal is given to print. Text from outside (a shopper's name, address, e-mail or
 * review, a discount code, an e-mail the shop wrote, an error's message) may hold control characters: an
 * escape sequence clears or fakes the screen, a newline or tab breaks a row, a C1 control is obeyed as an
 * escape by some terminals, and a bidirectional override or isolate reorders what the operator reads.
 * Each is shown escaped instead (`\x1b`, `\u202e`), so that the operator sees something odd was there.
 */

// The point of this pattern is control characters.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** One line as the terminal may show it. */
export function printable(line: string): string {
  return line.replace(UNSAFE, (char) => {
    const code = char.charCodeAt(0);
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16)}`;
  });
}
