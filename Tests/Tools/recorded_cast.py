"""What the cast scripts share: their arguments, pyte, and the recording they replay.

    SCRIPT SWITCHERLAB TAPE WORKDIR [MORE...]
"""

import subprocess
import sys
from pathlib import Path

SKIP = 77


def record(doc, least, options=()):
    """The pyte module, the lines of TAPE's cast recorded into WORKDIR/t.cast with `options`, and
    the arguments after WORKDIR; or an exit status: 2 for too few arguments (printing `doc`), 77
    when pyte is missing (the caller skips)."""
    if len(sys.argv) < least:
        print(doc, file=sys.stderr)
        return 2
    try:
        import pyte
    except ImportError:
        print("skip: the Python package pyte is not installed (scripts/setup --tests installs it)")
        return SKIP
    binary, tape, workdir = sys.argv[1], sys.argv[2], Path(sys.argv[3])
    workdir.mkdir(parents=True, exist_ok=True)
    cast = workdir / "t.cast"
    command = [binary, "record", tape, "-o", str(cast)] + list(options)
    subprocess.run(command, check=True, capture_output=True)
    return pyte, cast.read_text().splitlines(), sys.argv[4:]
