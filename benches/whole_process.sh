#!/usr/bin/env bash
# Whole-process wall time and peak memory of `mazebook puzzle grid`, runs
# interleaved (every command once per round, round after round), so a machine
# that gets busier or quieter during the measurement slows every command alike.
# Prints, per command, the median wall time, the median CPU time (user +
# system: what a busy machine inflates least) and the median and largest peak
# resident memory (`/usr/bin/time`'s maximum RSS) over the rounds.
#
#   benches/whole_process.sh [ROUNDS] [SET]
#
# ROUNDS defaults to 7. SET picks the commands: `rectangle` (2000 × 2000
# backtracker, with and without `--algorithm` and to JSON, against
# knossos-bench's backtracker; 500² and 3000² for memory), `shapes` (a million
# cells of each shape drawn to SVG), `limits` (the largest input of each shape
# and output, which must stay under 1 GB), or `all` (the default).
#
# Binaries: MAZEBOOK (default target/release/mazebook), BEFORE (an older
# mazebook to compare with; skipped when unset), KNOSSOS (knossos-bench built
# from ../shared/peers/knossos-bench in a folder of its own; skipped when unset).
set -euo pipefail

rounds=${1:-7}
set_name=${2:-all}
here=$(cd "$(dirname "$0")/.." && pwd)
mazebook=${MAZEBOOK:-$here/target/release/mazebook}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

labels=()
commands=()
add() { labels+=("$1"); commands+=("$2"); }

# One command per binary for `puzzle grid ARGS`.
grid() {
    local label=$1
    shift
    add "after  $label" "$mazebook puzzle grid $*"
    if [[ -n ${BEFORE:-} ]]; then
        add "before $label" "$BEFORE puzzle grid $*"
    fi
}

rectangle() {
    grid "rect 2000 backtracker" --width 2000 --height 2000 --algorithm backtracker --seed 1
    grid "rect 2000 default" --width 2000 --height 2000 --seed 1
    grid "rect 2000 --json" --width 2000 --height 2000 --seed 1 --json
    grid "rect 500" --width 500 --height 500 --algorithm backtracker --seed 1
    grid "rect 3000" --width 3000 --height 3000 --algorithm backtracker --seed 1
    if [[ -n ${KNOSSOS:-} ]]; then
        add "knossos backtracker 2000" "$KNOSSOS backtracker 2000"
    fi
}

shapes() {
    grid "hexagon 1000 svg" --shape hexagon --width 1000 --height 1000 --svg "$work/out.svg"
    grid "triangle 1000 svg" --shape triangle --width 1000 --height 1000 --svg "$work/out.svg"
    grid "circle 571 svg" --shape circle --width 571 --svg "$work/out.svg"
    grid "heart 1000 svg" --shape heart --width 1000 --height 1000 --svg "$work/out.svg"
    grid "hexagon 1000 answer" --shape hexagon --width 1000 --height 1000 --answer-svg "$work/out.svg"
    grid "rect braid 1000 svg" --width 1000 --height 1000 --braid 0.5 --svg "$work/out.svg"
}

limits() {
    grid "circle 4000 json" --shape circle --width 4000 --json
    grid "hexagon 4000 json" --shape hexagon --width 4000 --height 4000 --json
    grid "triangle 4000 json" --shape triangle --width 4000 --height 4000 --json
    grid "rect braid 4000 svg" --width 4000 --height 4000 --braid 1 --svg "$work/out.svg"
    grid "rect 4000 svg+answer" --width 4000 --height 4000 --svg "$work/out.svg" --answer-svg "$work/answer.svg"
    grid "hexagon 4000 svg+answer" --shape hexagon --width 4000 --height 4000 --svg "$work/out.svg" --answer-svg "$work/answer.svg"
    grid "circle 4000 svg+answer" --shape circle --width 4000 --svg "$work/out.svg" --answer-svg "$work/answer.svg"
    # The most memory any request takes: the most passages (hexagons, Prim's
    # many dead ends, every one opened) and its drawing.
    grid "hexagon 4000 prim braid svg" --shape hexagon --width 4000 --height 4000 --algorithm prim --braid 1 --svg "$work/out.svg"
}

case $set_name in
    rectangle) rectangle ;;
    shapes) shapes ;;
    limits) limits ;;
    all) rectangle; shapes; limits ;;
    *) echo "unknown set $set_name: use rectangle, shapes, limits or all" >&2; exit 2 ;;
esac

for ((round = 0; round < rounds; round++)); do
    for i in "${!commands[@]}"; do
        /usr/bin/time -f "%e %M %U %S" -o "$work/time" bash -c "${commands[$i]} > /dev/null" \
            || echo "  (exit $? from: ${commands[$i]})" >&2
        read -r wall rss user system < <(tail -n 1 "$work/time")
        cpu=$(awk -v u="$user" -v s="$system" 'BEGIN { print u + s }')
        echo "$wall $rss $cpu" >> "$work/results.$i"
    done
done

median() { sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
printf '%-34s %9s %9s %11s %11s\n' command "wall (s)" "cpu (s)" "RSS med MB" "RSS max MB"
for i in "${!commands[@]}"; do
    wall=$(cut -d' ' -f1 "$work/results.$i" | median)
    rss=$(cut -d' ' -f2 "$work/results.$i" | median)
    cpu=$(cut -d' ' -f3 "$work/results.$i" | median)
    most=$(cut -d' ' -f2 "$work/results.$i" | sort -g | tail -n 1)
    printf '%-34s %9s %9s %11.1f %11.1f\n' "${labels[$i]}" "$wall" "$cpu" "$((rss))e-3" "$((most))e-3"
done
