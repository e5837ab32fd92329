#!/usr/bin/env python3
"""Checks the themes of `switcherlab record --theme` in a real browser.

    svg_themes.py SWITCHERLAB TAPE WORKDIR SECONDS...

For each instant T, renders the still of T in the dark, light and auto themes
(`render --at T -o FILE.svg --theme …`) and records the animation in the auto theme. Headless
Chromium (the system's, through Playwright) then shows them with the page's colour scheme
emulated: under `light`, the auto still and the auto animation paused at T must match the
light still pixel for pixel; under `dark`, the dark still. The light and dark stills must
differ. With `prefers-reduced-motion: reduce`, the auto animation, not paused, must rest on
the last frame: the still of the recording's end. No page may log an error. Screenshots are
left in WORKDIR.

Exit status: 0 when everything matches; 1 when something does not; 77 when Chromium or
Playwright is missing (the caller skips).
"""

import base64
import re
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from svg_frames import BROWSER_FLAGS, COMPARE, arguments, finish  # noqa: E402


def main():
    parsed = arguments(__doc__)
    if isinstance(parsed, int):
        return parsed
    binary, tape, workdir, instants, browser_path, sync_playwright = parsed
    animation = workdir / "auto.svg"
    made = subprocess.run(
        [binary, "record", tape, "-o", str(animation), "--theme", "auto"], check=True, capture_output=True,
        text=True)
    end = re.search(r"([0-9.]+)s\s*$", made.stdout.strip()).group(1)
    stills = {}
    for t in [*instants, end]:
        for theme in ["dark", "light", "auto"]:
            still = workdir / f"{theme}-{t}.svg"
            subprocess.run(
                [binary, "render", tape, "--at", f"{t}s", "-o", str(still), "--theme", theme], check=True,
                capture_output=True)
            stills[theme, t] = still

    header = animation.read_text()[:400]
    width = int(header.split('width="')[1].split('"')[0])
    height = int(header.split('height="')[1].split('"')[0])
    errors = []
    failures = 0
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=browser_path, args=BROWSER_FLAGS)

        def page_for(scheme, motion="no-preference"):
            page = browser.new_page(
                viewport={"width": width, "height": height}, color_scheme=scheme, reduced_motion=motion)
            page.on("console", lambda m: errors.append(f"console {m.type}: {m.text}") if m.type == "error" else None)
            page.on("pageerror", lambda e: errors.append(f"page error: {e}"))
            return page

        def shot(page, path, name, pause_at=None):
            page.goto(path.resolve().as_uri())
            page.evaluate("document.fonts.ready")
            if pause_at is not None:
                page.evaluate(
                    "ms => { for (const a of document.getAnimations()) { a.pause(); a.currentTime = ms; } }",
                    float(pause_at) * 1000)
            return page.screenshot(path=str(workdir / name))

        shots = {}
        for scheme in ["light", "dark"]:
            page = page_for(scheme)
            for t in instants:
                for theme in ["dark", "light", "auto"]:
                    shots[scheme, theme, t] = shot(page, stills[theme, t], f"{scheme}-{theme}-{t}.png")
                shots[scheme, "animation", t] = shot(page, animation, f"{scheme}-animation-{t}.png", t)
            page.close()
        page = page_for("light", "reduce")
        shots["reduce", "animation", end] = shot(page, animation, "reduce-animation.png")
        shots["reduce", "light", end] = shot(page, stills["light", end], "reduce-light-end.png")

        page.goto("about:blank")

        def differing(a, b):
            return page.evaluate(COMPARE, [base64.b64encode(a).decode(), base64.b64encode(b).decode()])

        def check(label, a, b, same=True):
            nonlocal failures
            count = differing(a, b)
            ok = (count == 0) == same
            if not ok:
                failures += 1
            verdict = "same" if count == 0 else f"different in {count} pixels"
            print(f"  {label}: {verdict}{'' if ok else '  FAIL'}")

        for t in instants:
            for scheme in ["light", "dark"]:
                check(f"at {t} s, {scheme} scheme: auto still and {scheme} still",
                      shots[scheme, "auto", t], shots[scheme, scheme, t])
                check(f"at {t} s, {scheme} scheme: auto animation and {scheme} still",
                      shots[scheme, "animation", t], shots[scheme, scheme, t])
            check(f"at {t} s: light still and dark still differ",
                  shots["light", "light", t], shots["light", "dark", t], same=False)
        check(f"reduced motion: auto animation and the light still of the end ({end} s)",
              shots["reduce", "animation", end], shots["reduce", "light", end])
        browser.close()
    return finish(failures, errors)


if __name__ == "__main__":
    sys.exit(main())
