#!/usr/bin/env python3
"""Checks the page `switcherlab record -o talk.html` writes in a real browser.

    html_page.py SWITCHERLAB TAPE WORKDIR CUES

Records TAPE (whose captions come each before a `Pause`) to WORKDIR/talk.html and checks
that the file names no other file or address (no `src=`, no `href=`, no `http`). Headless
Chromium (the system's, through Playwright) then loads it, with no console error and no page
error: it must stop at the first cue with the first caption as its screen-reader text, go on
to the next cue with →, PageDown and a click, go back with ← and PageUp, and fit its window,
at two sizes. Screenshots of the first CUES cues are left in WORKDIR (cue-1.png, …).

Exit status: 0 when everything holds; 1 when something does not; 77 when Chromium or
Playwright is missing (the caller skips).
"""

import re
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from svg_frames import BROWSER_FLAGS, arguments, finish  # noqa: E402


def main():
    parsed = arguments(__doc__)
    if isinstance(parsed, int):
        return parsed
    binary, tape, workdir, rest, browser_path, sync_playwright = parsed
    shots = int(rest[0])
    page_file = workdir / "talk.html"
    subprocess.run([binary, "record", tape, "-o", str(page_file)], check=True, capture_output=True)
    html = page_file.read_text()
    captions = [c for c in re.findall(r'^Caption "([^"]*)"', Path(tape).read_text(), re.M) if c.strip()]
    failures = 0

    def check(ok, what):
        nonlocal failures
        print(("" if ok else "FAIL: ") + what)
        if not ok:
            failures += 1

    check(not re.search(r"\bsrc=|\bhref=|https?:", html), "the page names no other file or address")
    errors = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=browser_path, args=BROWSER_FLAGS)
        page = browser.new_page(viewport={"width": 1280, "height": 720})
        page.on("console", lambda m: errors.append(f"console {m.type}: {m.text}") if m.type == "error" else None)
        page.on("pageerror", lambda e: errors.append(f"page error: {e}"))
        page.goto(page_file.as_uri())

        def at_cue(n):
            page.wait_for_function(
                f"window.switcherlab && window.switcherlab.state === 'cue' && window.switcherlab.cue === {n}",
                timeout=20000)
            state = page.evaluate("window.switcherlab")
            said = page.inner_text("#caption")
            check(said == captions[n - 1], f"cue {n}: the screen reader reads {said!r}")
            return state

        def fits(label):
            box = page.evaluate(
                "(() => { const r = document.getElementById('screen').getBoundingClientRect();"
                " return [r.left, r.top, r.right, r.bottom, innerWidth, innerHeight] })()")
            left, top, right, bottom, width, height = box
            inside = left >= 0 and top >= 0 and right <= width and bottom <= height
            filled = (right - left) >= 0.85 * width or (bottom - top) >= 0.85 * height
            check(inside and filled, f"{label}: the terminal fits the window ({right - left:.0f}x{bottom - top:.0f}"
                                     f" in {width}x{height})")

        at_cue(1)
        fits("1280x720")
        page.screenshot(path=str(workdir / "cue-1.png"))
        page.keyboard.press("ArrowRight")
        at_cue(2)
        if shots >= 2:
            page.screenshot(path=str(workdir / "cue-2.png"))
        page.keyboard.press("PageDown")
        at_cue(3)
        page.keyboard.press("ArrowLeft")
        at_cue(2)
        page.keyboard.press("PageUp")
        at_cue(1)
        page.mouse.click(640, 360)
        at_cue(2)
        page.keyboard.press(" ")
        at_cue(3)
        page.set_viewport_size({"width": 800, "height": 600})
        page.wait_for_timeout(200)
        fits("800x600")
        browser.close()
    print(f"{len(captions)} captions, cues visited: 1 2 3 2 1 2 3")
    return finish(failures, errors)


if __name__ == "__main__":
    sys.exit(main())
