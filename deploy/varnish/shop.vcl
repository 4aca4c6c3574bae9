vcl 4.1;
# Varnish in front of the shop (docs/deploy.md, "A CDN in front"). It keeps what the shop marks shared
# (s-maxage: the pre-rendered pages and files, until a publish purges them) and passes everything personal.
# Purge (server/cdn/http.ts): `PURGE <path>` drops one address; `PURGE` with `Surrogate-Key: k1 k2` bans
# every object tagged with one of the keys; `PURGE` with `X-Purge-All: 1` bans everything. Only from
# `purgers`.
# scripts/ci/with-varnish.sh and scripts/lib/varnish.ts start it in front of a shop of their own, replacing
# the address below.

import std;

backend shop {
  .host = "127.0.0.1";
  .port = "4321";
}

acl purgers {
  "127.0.0.1";
  "::1";
}

sub vcl_recv {
  if (req.method == "PURGE") {
    if (!client.ip ~ purgers) {
      return (synth(405, "Not allowed"));
    }
    if (req.http.X-Purge-All == "1") {
      ban("obj.status != 0");
      return (synth(200, "Banned all"));
    }
    if (!req.http.Surrogate-Key) {
      return (purge);
    }
    if (req.http.Surrogate-Key !~ "^[a-z0-9_ -]+$") {
      return (synth(400, "Surrogate-Key: lower-case keys separated by spaces"));
    }
    # Keys are [a-z0-9_-]: joined by | they make a regular expression with nothing to escape.
    ban("obj.http.Surrogate-Key ~ (^|\s)(" + regsuball(std.tolower(req.http.Surrogate-Key), " +", "|") + ")(\s|$)");
    return (synth(200, "Banned"));
  }
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  # A shopper's own areas, the API, and what the server makes per request: never from the cache, with the
  # shopper's cookies passed on.
  if (req.url ~ "^/(ar/)?(api|account|cart|wishlist|edit|login|signup|logout|reset|checkout|order|search|back-in-stock|admin|webhooks)([/?.]|$)"
      || req.url ~ "^/(healthz|readyz)") {
    return (pass);
  }
  # Everything else is the same for every shopper: the pages never read a cookie, so none is kept in the key.
  unset req.http.Cookie;
  unset req.http.Authorization;
  # One variant per coding the shop keeps a twin of (Vary: Accept-Encoding).
  if (req.http.Accept-Encoding ~ "br") {
    set req.http.Accept-Encoding = "br";
  } elsif (req.http.Accept-Encoding ~ "gzip") {
    set req.http.Accept-Encoding = "gzip";
  } else {
    unset req.http.Accept-Encoding;
  }
  return (hash);
}

sub vcl_hash {
  # One shop behind this cache: its pages are the same whichever name reached it.
  hash_data(req.url);
  return (lookup);
}

sub vcl_backend_response {
  # What the shop does not mark for shared caches is not kept (private, no-store, no-cache, a cookie).
  if (beresp.http.Set-Cookie || beresp.http.Cache-Control !~ "s-maxage|public" ||
      beresp.http.Cache-Control ~ "private|no-store|no-cache") {
    set beresp.uncacheable = true;
    set beresp.ttl = 120s;
    return (deliver);
  }
}

sub vcl_deliver {
  if (obj.uncacheable) {
    set resp.http.X-Cache = "PASS";
  } elsif (obj.hits > 0) {
    set resp.http.X-Cache = "HIT";
  } else {
    set resp.http.X-Cache = "MISS";
  }
  # The keys are for this cache, not for browsers.
  unset resp.http.Surrogate-Key;
  unset resp.http.Cache-Tag;
}
