#!/bin/sh
# Writes the security headers of the built app as Caddy `header` directives. `vite build`
# computes them for the Convex URL it was built with (scripts/securityHeaders.ts) and writes
# them to dist/_headers, under "/*"; serving that file's lines keeps one source of truth.
#   usage: caddy-headers.sh [_headers file] [output]
set -eu
in="${1:-/srv/_headers}"
out="${2:-/etc/caddy/headers.caddy}"
if [ ! -f "$in" ]; then
  echo "No $in: build the app first (README.md, Self-hosting)." >&2
  exit 1
fi
awk '
  /^[ \t]*(#|$)/ { next }
  /^[^ \t]/ { all = ($1 == "/*"); next }
  all {
    colon = index($0, ":")
    name = substr($0, 1, colon - 1); gsub(/[ \t]/, "", name)
    value = substr($0, colon + 1); sub(/^[ \t]+/, "", value); sub(/[ \t]+$/, "", value)
    gsub(/"/, "\\\"", value)
    printf "header %s \"%s\"\n", name, value
  }
' "$in" >"$out"
