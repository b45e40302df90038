#!/usr/bin/env bash
# Checks that this machine has what the build needs, and says plainly what is missing.
set -euo pipefail
export PATH="$PATH:/usr/local/go/bin"
need_go="1.26"
if ! command -v go >/dev/null 2>&1; then
  echo "error: Go $need_go or newer is required but 'go' is not on PATH." >&2
  echo "       Install it from your package manager or go.dev/dl, then run this again." >&2
  exit 1
fi
have=$(go env GOVERSION | sed 's/^go//')
if [ "$(printf '%s\n%s\n' "$need_go" "$have" | sort -V | head -n1)" != "$need_go" ]; then
  echo "error: Go $need_go or newer is required; this machine has Go $have." >&2
  exit 1
fi
