#!/bin/sh
# Pixel comparison of two builds' diagrams (ImageMagick): for each PNG of the first
# folder also in the second (all, or those matching the optional pattern), its pixel
# count, how many pixels differ at all, how many by more than 8 and 40 levels, and the
# largest difference of one channel (0–255). A last line sums the columns.
# Usage: scripts/png_diff.sh OLD/book/diagrammes NEW/book/diagrammes ['shogi4*']
set -eu
old=$1 new=$2 pattern=${3:-*}
printf 'fichier\tpixels\tdifférents\t>8\t>40\tmax\n'
for a in "$old"/$pattern.png; do
  f=$(basename "$a"); b="$new/$f"
  [ -f "$b" ] || { printf '%s\tabsent\n' "$f"; continue; }
  # one difference image (largest channel per pixel), then counts at three thresholds
  convert "$a" "$b" -compose difference -composite -separate -evaluate-sequence max \
    -format '%[fx:w*h] ' -write info: \
    \( +clone -threshold 0 -format '%[fx:round(mean*w*h)] ' -write info: +delete \) \
    \( +clone -threshold 3.2% -format '%[fx:round(mean*w*h)] ' -write info: +delete \) \
    \( +clone -threshold 15.7% -format '%[fx:round(mean*w*h)] ' -write info: +delete \) \
    -format '%[fx:round(maxima*255)]\n' info: |
    awk -v f="$f" '{printf "%s\t%d\t%d\t%d\t%d\t%d\n", f, $1, $2, $3, $4, $5}'
done | awk -F'\t' '{print; if ($2 != "absent") {p+=$2; d+=$3; e+=$4; g+=$5; if ($6>m) m=$6}}
  END {printf "total\t%d\t%d\t%d\t%d\t%d\n", p, d, e, g, m}'
