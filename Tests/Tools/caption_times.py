#!/usr/bin/env python3
"""How long each caption of a tape is on screen in its recording, replayed in pyte.

    caption_times.py SWITCHERLAB TAPE WORKDIR [RECORD OPTION...]

Records TAPE to WORKDIR/t.cast (with the options given, e.g. --hold 0s), feeds the cast's
events to a pyte screen of its size (v2 or v3: v3's intervals are added up) and, after each
event, looks for each caption of the tape: a caption counts as on screen while its first
three words are. Prints one line per caption, in the tape's order, with the seconds it was on
screen until the cast's last event:

    caption 1 on screen 2.000 s: Medical ID holds private data.

Exit status: 0; 77 when pyte is missing (the caller skips).
"""

import json
import re
import sys
from pathlib import Path

from recorded_cast import record


def main():
    recorded = record(__doc__, 4, sys.argv[4:])
    if isinstance(recorded, int):
        return recorded
    pyte, lines, _ = recorded
    tape = sys.argv[2]
    captions = [c for c in re.findall(r'^Caption "([^"]*)"', Path(tape).read_text(), re.M) if c.strip()]
    keys = [" ".join(c.split()[:3]) for c in captions]
    header = json.loads(lines[0])
    width = header.get("width") or header["term"]["cols"]
    height = header.get("height") or header["term"]["rows"]
    interval = header["version"] == 3
    screen = pyte.Screen(width, height)
    stream = pyte.Stream(screen)
    shown = [0.0] * len(captions)
    time = 0.0
    visible = [False] * len(captions)
    for line in lines[1:]:
        at, code, data = json.loads(line)
        now = time + at if interval else at
        for i, on in enumerate(visible):
            if on:
                shown[i] += now - time
        time = now
        if code != "o":
            continue
        stream.feed(data)
        text = "\n".join(screen.display)
        visible = [key in text for key in keys]
    for i, caption in enumerate(captions):
        print(f"caption {i + 1} on screen {shown[i]:.3f} s: {caption}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
