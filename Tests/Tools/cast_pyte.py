#!/usr/bin/env python3
"""Checks a cast of `switcherlab record` with pyte, the terminal emulator asciinema's tools use.

    cast_pyte.py SWITCHERLAB TAPE WORKDIR SECONDS...

Records TAPE to WORKDIR/t.cast and feeds its events to a pyte screen of the cast's size. At
each instant T (the last event at or before it), the screen must look exactly like the frame
`render TAPE --at T --color` paints on a fresh pyte screen: every cell's character, its
background, and for a cell with a glyph its foreground and bold. (A space shows only its
background: the cast leaves its foreground as the pen had it.) At the end the cursor must be
visible again. The instant `end` feeds every event, the epilogue too, and compares the screen
with the frame at the cast's last event: the final frame must stay where it was drawn, with
no row scrolled away. Prints one line per instant.

Exit status: 0 when every instant matches; 1 when one does not; 77 when pyte is missing (the
caller skips).
"""

import json
import subprocess
import sys

from recorded_cast import record


def cells(screen):
    rows = []
    for y in range(screen.lines):
        row = []
        for x in range(screen.columns):
            c = screen.buffer[y][x]
            inked = c.data != " " or c.underscore or c.reverse
            row.append((c.data, c.bg, c.fg if inked else None, c.bold if inked else None))
        rows.append(row)
    return rows


def main():
    recorded = record(__doc__, 5)
    if isinstance(recorded, int):
        return recorded
    pyte, lines, instants = recorded
    binary, tape = sys.argv[1], sys.argv[2]
    header = json.loads(lines[0])
    events = [json.loads(line) for line in lines[1:]]
    width, height = header["width"], header["height"]
    failed = False
    for instant in instants:
        t = float("inf") if instant == "end" else float(instant)
        screen = pyte.Screen(width, height)
        stream = pyte.Stream(screen)
        last = 0.0
        for time, code, data in events if instant == "end" else events[:-1]:
            if time > t:
                break
            stream.feed(data)
            last = time
        frame = subprocess.run(
            [binary, "render", tape, "--at", f"{last:.6f}s", "--color"], check=True, capture_output=True,
            text=True).stdout
        painted = pyte.Screen(width, height)
        pyte.Stream(painted).feed(frame.rstrip("\n").replace("\n", "\r\n"))
        got, want = cells(screen), cells(painted)
        wrong = [(x, y) for y in range(height) for x in range(width) if got[y][x] != want[y][x]]
        if wrong:
            x, y = wrong[0]
            print(f"at {instant} s: {len(wrong)} cells differ, first at column {x + 1}, row {y + 1}:"
                  f" cast {got[y][x]}, frame {want[y][x]}")
            failed = True
        else:
            print(f"at {instant} s: cast and frame same")
    screen = pyte.Screen(width, height)
    stream = pyte.Stream(screen)
    for _, _, data in events:
        stream.feed(data)
    if screen.cursor.hidden:
        print("at the end: the cursor is still hidden")
        failed = True
    else:
        print("at the end: the cursor is shown")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
