#!/usr/bin/env python3
"""Checks, in WebKit, that the cells an SVG still draws with an image look exactly as the
still drawn with paths alone: WebKit is Safari's engine, and an engine that smoothed the
scaled image would blur the cells.

    svg_webkit.py SWITCHERLAB TAPE WORKDIR SECONDS...

For each instant T, renders WORKDIR/still-T.svg and WORKDIR/paths-T.svg (--no-images) with
`switcherlab render TAPE --at T -o …`, loads each in WebKitGTK (Debian's webkit2gtk-driver,
driven through Selenium from PyPI, on the display of DISPLAY or a private Xvfb) and compares
the screenshots pixel for pixel. WebKit paints on one thread (WEBKIT_SKIA_CPU_PAINTING_THREADS=0)
so that two loads of one page give the same pixels. Screenshots are left in WORKDIR.

Exit status: 0 when every instant matches; 1 when one does not, or a still with images has
none; 77 when WebKitWebDriver, Xvfb or Selenium is missing (the caller skips).
"""

import base64
import os
import shutil
import subprocess
import sys
import time
import zlib
from pathlib import Path

SKIP = 77
WEBKIT = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser"


def pixels(png):
    """The RGBA rows of an 8-bit, non-interlaced PNG (what WebKit's screenshots are)."""
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    at, chunks, data = 8, {}, b""
    while at < len(png):
        length = int.from_bytes(png[at:at + 4], "big")
        kind, body = png[at + 4:at + 8], png[at + 8:at + 8 + length]
        if kind == b"IDAT":
            data += body
        else:
            chunks[kind] = body
        at += 12 + length
    header = chunks[b"IHDR"]
    width, height = int.from_bytes(header[0:4], "big"), int.from_bytes(header[4:8], "big")
    depth, kind = header[8], header[9]
    assert depth == 8 and kind in (2, 6) and header[12] == 0, f"unsupported PNG {header!r}"
    size = 4 if kind == 6 else 3
    raw, stride = zlib.decompress(data), width * size
    rows, above = [], bytearray(stride)
    for y in range(height):
        base = y * (stride + 1)
        kind_of_filter, row = raw[base], bytearray(raw[base + 1:base + 1 + stride])
        for i in range(stride):
            left = row[i - size] if i >= size else 0
            up = above[i]
            corner = above[i - size] if i >= size else 0
            if kind_of_filter == 1:
                row[i] = (row[i] + left) & 255
            elif kind_of_filter == 2:
                row[i] = (row[i] + up) & 255
            elif kind_of_filter == 3:
                row[i] = (row[i] + (left + up) // 2) & 255
            elif kind_of_filter == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                row[i] = (row[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        rows.append(bytes(row))
        above = row
    return width, height, size, rows


def differing(a, b):
    """How many pixels differ between two PNG screenshots (-1: not the same size)."""
    wa, ha, sa, ra = pixels(a)
    wb, hb, sb, rb = pixels(b)
    if (wa, ha) != (wb, hb):
        return -1
    count = 0
    for x_row, y_row in zip(ra, rb):
        if x_row != y_row:
            for x in range(wa):
                if x_row[x * sa:x * sa + 3] != y_row[x * sb:x * sb + 3]:
                    count += 1
    return count


def open_webkit(width, height):
    """WebKitGTK (MiniBrowser through WebKitWebDriver and Selenium) on the display of DISPLAY or
    a private Xvfb, its window `width`×`height`: the driver and the Xvfb process (None when a
    display was there); or SKIP, said, when something is missing."""
    if shutil.which("WebKitWebDriver") is None or not os.path.exists(WEBKIT):
        print("skip: WebKitGTK's driver is not installed (scripts/setup --tests installs webkit2gtk-driver)")
        return SKIP
    try:
        from selenium import webdriver
        from selenium.webdriver.webkitgtk.options import Options
        from selenium.webdriver.webkitgtk.service import Service
    except ImportError:
        print("skip: the Python package selenium is not installed (scripts/setup --tests installs it)")
        return SKIP
    display = None
    if not os.environ.get("DISPLAY"):
        if shutil.which("Xvfb") is None:
            print("skip: no display, and Xvfb is not installed (scripts/setup --tests installs xvfb)")
            return SKIP
        number = 90 + os.getpid() % 500
        display = subprocess.Popen(
            ["Xvfb", f":{number}", "-screen", "0", "1400x1000x24", "-nolisten", "tcp"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.environ["DISPLAY"] = f":{number}"
        time.sleep(1)
    os.environ["WEBKIT_SKIA_CPU_PAINTING_THREADS"] = "0"
    try:
        options = Options()
        options.binary_location = WEBKIT
        options.add_argument("--automation")
        driver = webdriver.WebKitGTK(options=options, service=Service(shutil.which("WebKitWebDriver")))
        driver.set_window_size(width, height)
    except Exception:
        if display is not None:
            display.terminate()
        raise
    return driver, display


def main():
    if len(sys.argv) < 5:
        print(__doc__, file=sys.stderr)
        return 2
    binary, tape, workdir, instants = sys.argv[1], sys.argv[2], Path(sys.argv[3]), sys.argv[4:]
    opened = open_webkit(1200, 900)
    if isinstance(opened, int):
        return opened
    driver, display = opened
    workdir.mkdir(parents=True, exist_ok=True)
    failures = 0
    try:
        try:
            def shot(svg):
                driver.get(svg.resolve().as_uri())
                time.sleep(1)
                png = base64.b64decode(driver.get_screenshot_as_base64())
                svg.with_suffix(".png").write_bytes(png)
                return png

            for t in instants:
                still, paths = workdir / f"still-{t}.svg", workdir / f"paths-{t}.svg"
                for path, extra in [(still, []), (paths, ["--no-images"])]:
                    subprocess.run([binary, "render", tape, "--at", f"{t}s", "-o", str(path)] + extra,
                                   check=True, capture_output=True)
                images = still.read_text().count("<image ")
                count = differing(shot(still), shot(paths))
                said = "same" if count == 0 else "DIFFERENT sizes" if count < 0 else f"DIFFERENT in {count} pixels"
                if count != 0 or images == 0:
                    failures += 1
                print(f"  at {t} s in WebKit: still with {images} images and still of paths {said}")
        finally:
            driver.quit()
    finally:
        if display is not None:
            display.terminate()
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
