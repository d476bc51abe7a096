#!/bin/sh
# Pixel comparison of two builds' diagrams (ImageMagick's `compare`): for each PNG of
# the first folder also in the second, the number of differing pixels, the largest
# difference of one channel (0–255) and the pixels differing by more than 8 levels.
# Usage: scripts/png_diff.sh OLD/book/diagrammes NEW/book/diagrammes
set -eu
old=$1 new=$2
printf 'fichier\tpixels\tdifférents\tmax\t>8\n'
for a in "$old"/*.png; do
  f=$(basename "$a"); b="$new/$f"
  [ -f "$b" ] || { printf '%s\tabsent\n' "$f"; continue; }
  n=$(identify -format '%w %h' "$a" | awk '{print $1*$2}')
  ae=$(compare -metric AE "$a" "$b" null: 2>&1 || true)
  pae=$(compare -metric PAE "$a" "$b" null: 2>&1 | sed 's/.*(\(.*\))/\1/' || true)
  big=$(convert "$a" "$b" -compose difference -composite -separate \
        -evaluate-sequence max -threshold 3.2% -format '%[fx:round(mean*w*h)]' info:)
  printf '%s\t%s\t%s\t%s\t%s\n' "$f" "$n" "$ae" \
    "$(awk -v p="$pae" 'BEGIN{printf "%d", p*255+0.5}')" "$big"
done
