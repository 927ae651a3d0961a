# Sourced by the black-box test scripts: `check NAME STATUS` counts and prints one check, `checks_summary`
# prints "N passed, N failed" and fails when any did.
passed=0
failed=0

check() {  # check NAME CONDITION-EXIT-CODE
  if [ "$2" -eq 0 ]; then
    passed=$((passed + 1))
    echo "ok: $1"
  else
    failed=$((failed + 1))
    echo "FAILED: $1"
  fi
}

checks_summary() {  # [PREFIX]
  echo "${1:+$1: }$passed passed, $failed failed"
  [ "$failed" -eq 0 ]
}
