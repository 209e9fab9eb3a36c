#!/usr/bin/env bash
# The option table in its other shapes (src/cli/cli_docs.hpp): the manual
# page is roff that groff reads without a warning and that names every
# command; the bash completion completes a command name and a command's
# options; `rfsat help` and a mistyped command behave as git's do.
# Usage: docs_test.sh path/to/rfsat
set -euo pipefail
rfsat=$1
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

"$rfsat" manpage > "$out/rfsat.1"
for c in solve check dimacs decode convert generate rules render candidates verify-proof minimize explain grade serve; do
  grep -qF ".SS \"rfsat ${c//-/\\-}" "$out/rfsat.1" || fail "the manual page has no section for $c"
done
if command -v groff >/dev/null; then
  warnings=$(groff -man -Tutf8 -ww -z "$out/rfsat.1" 2>&1)
  [ -z "$warnings" ] || fail "groff warns: $warnings"
fi

"$rfsat" completion bash > "$out/completion.bash"
got=$(bash -c 'source "$1"; COMP_WORDS=(rfsat ver); COMP_CWORD=1; _rfsat; echo "${COMPREPLY[*]}"' _ "$out/completion.bash")
[ "$got" = "verify-proof" ] || fail "completing 'ver' gave '$got'"
got=$(bash -c 'source "$1"; COMP_WORDS=(rfsat check --for); COMP_CWORD=2; _rfsat; echo "${COMPREPLY[*]}"' _ "$out/completion.bash")
[ "$got" = "--format" ] || fail "completing 'check --for' gave '$got'"

"$rfsat" --version | grep -Eq '^rfsat [0-9]+\.[0-9]+\.[0-9]+$' || fail "--version"
"$rfsat" help | grep -q "verify-proof" || fail "rfsat help lists no commands"
"$rfsat" help check | grep -q -- "--proof DIR" || fail "rfsat help check: no '--proof DIR'"
# No type noise in any command's help (verify-proof said "more than MB MiB").
for c in $("$rfsat" help | awk '/^  [a-z-]+ / {print $1}'); do
  if "$rfsat" help "$c" | grep -Eq 'INT:|INT in|TEXT|MB MiB|\[[0-9]+ - [0-9]+\]'; then
    fail "rfsat help $c shows type noise"
  fi
done

set +e
err=$("$rfsat" sovle x.rf 2>&1 >/dev/null); code=$?
set -e
[ "$code" -eq 2 ] || fail "a mistyped command exits $code, not 2"
[ "$err" = "rfsat: 'sovle' is not a command; did you mean 'solve'? ('rfsat help' lists the commands)" ] ||
  fail "a mistyped command says: $err"
set +e
err=$("$rfsat" "$(printf 'x\033[2Jy')" 2>&1 >/dev/null)
set -e
case $err in *$'\033'*) fail "an ESC byte reached stderr";; esac
echo "docs_test: 12 checks passed"
