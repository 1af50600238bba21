#!/usr/bin/env bash
# Sourced by Scripts/fuzz.sh and Scripts/cflite-build.sh.

# `key value` lines of one section of an options file (`[section]`, then
# `key = value` lines, `#` comments), as ClusterFuzz reads it.
options_section() { # section file
  awk -v want="$1" '
    /^[ \t]*\[/ { section = $0; gsub(/[][ \t]/, "", section); next }
    section == want && /^[ \t]*[a-z_]+[ \t]*=/ {
      key = substr($0, 1, index($0, "=") - 1); value = substr($0, index($0, "=") + 1)
      gsub(/^[ \t]+|[ \t]+$/, "", key); gsub(/^[ \t]+|[ \t]+$/, "", value)
      print key " " value
    }' "$2"
}
