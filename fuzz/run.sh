#!/usr/bin/env bash
# Runs each named harness for SECONDS, one after the other (one process at a
# time), on a corpus kept in DIR/corpus/NAME and seeded from DIR/seeds/NAME.
# Crashes, leaks, timeouts and invariant failures stop the run with the
# reproducer in DIR/artifacts/. Execution counts are appended to
# DIR/stats.tsv (date, harness, seconds, executions, corpus size).
#
# FUZZ_SEED fixes libFuzzer's random seed (the CI smoke run does, so that
# a machine explores the same inputs every time: a CI failure is a
# regression, and new findings come from the long, randomly seeded runs).
#
# FUZZ_TIMEOUT is libFuzzer's -timeout, seconds per input (60).
#
#   [FUZZ_SEED=N] [FUZZ_TIMEOUT=S] fuzz/run.sh DIR SECONDS HARNESS...
set -euo pipefail
dir=$1 secs=$2
shift 2
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$dir/artifacts"
status=0
for h in "$@"; do
  corpus="$dir/corpus/$h"
  seeds="$dir/seeds/$h"
  mkdir -p "$corpus" "$seeds"
  # -timeout is per input and counts wall-clock time: on a machine shared
  # with other work, the largest seeds (oracle modules through fuzz_ll,
  # 1-2 s alone) took 6-19 s. 60 s still catches a hang, and a slow input
  # is not the regression a smoke run looks for (bench/ measures time).
  args=(-max_total_time="$secs" -print_final_stats=1 -timeout="${FUZZ_TIMEOUT:-60}"
        -rss_limit_mb=2048 -artifact_prefix="$dir/artifacts/$h-")
  if [ -n "${FUZZ_SEED:-}" ]; then
    args+=(-seed="$FUZZ_SEED")
  fi
  case $h in
    fuzz_pack) args+=(-max_len=600) ;;
    fuzz_ll) args+=(-max_len=16384 -dict="$here/ll.dict") ;;
    fuzz_container) args+=(-max_len=8192 -dict="$here/container.dict") ;;
    fuzz_rootsig|fuzz_rootsig_file) args+=(-max_len=4096 -dict="$here/rootsig.dict") ;;
    fuzz_hlsl) args+=(-max_len=8192 -dict="$here/hlsl.dict") ;;
    fuzz_layout) args+=(-max_len=4096 -dict="$here/layout.dict") ;;
    fuzz_link) args+=(-max_len=2048) ;;
  esac
  log="$dir/$h.log"
  # Reproducers of past findings first: each must run clean.
  regress="$here/regress/$h"
  if [ -n "$(ls "$regress" 2>/dev/null)" ]; then
    if ! "$dir/$h" "$regress"/* >"$dir/$h.regress.log" 2>&1; then
      echo "$h: a regression input fails again (see $dir/$h.regress.log)"
      status=1
      continue
    fi
    echo "$h: $(ls "$regress" | wc -l) regression inputs pass"
  fi
  echo "=== $h: ${secs}s"
  if "$dir/$h" "${args[@]}" "$corpus" "$seeds" >"$log" 2>&1; then
    rc=0
  else
    rc=$?
  fi
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  files=$(find "$corpus" -type f | wc -l)
  printf '%s\t%s\t%s\t%s\t%s\n' "$(date -u +%FT%TZ)" "$h" "$secs" "${execs:-?}" "$files" \
    >>"$dir/stats.tsv"
  echo "$h: ${execs:-?} executions, corpus $files files, exit $rc"
  if [ "$rc" -ne 0 ]; then
    grep -E 'ERROR|invariant|SUMMARY|Test unit written' "$log" | head -20 || true
    status=1
  fi
done
exit $status
