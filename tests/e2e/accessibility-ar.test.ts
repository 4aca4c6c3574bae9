/** axe on every Arabic page type at the three widths (tests/e2e/support/accessibility.ts). */
import { describeAccessibility } from './support/accessibility.ts';

describeAccessibility('ar');
