#!/usr/bin/env bash
# The consent banner's browser journey (tests/e2e/consent.test.ts): no request to the tag manager before the
# shopper accepts, none after refusing, one after accepting. It needs a build made with a tag manager
# (PUBLIC_GTM_ID is written into the pages and their scripts), a second build of the whole site, so CI runs it as
# a step of its own after npm test, with the pictures npm test drew.
# Usage: bash scripts/ci/consent-journey.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
DIST=dist-consent-$$
trap 'rm -rf "$DIST"' EXIT
SHOP_DIST="$DIST" PUBLIC_GTM_ID=GTM-TEST123 npm run build --silent
CONSENT_GTM_DIST="$DIST" npx vitest run --project e2e tests/e2e/consent.test.ts
