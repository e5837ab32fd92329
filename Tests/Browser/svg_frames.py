#!/usr/bin/env python3
"""Checks an animated SVG of `switcherlab record` in a real browser against the stills of
`switcherlab render --at T -o FILE.svg`.

    svg_frames.py SWITCHERLAB TAPE WORKDIR SECONDS...

Records TAPE to WORKDIR/animation.svg and, for each instant, renders WORKDIR/still-T.svg,
and WORKDIR/paths-T.svg with --no-images (every cell a path, no image).
Headless Chromium (the system's, through Playwright; no browser is downloaded) loads the
animation, pauses every animation of the document at T with the Web Animations API and
screenshots it; then loads the still and screenshots that, and the still without images.
The three must match pixel for pixel, and no page may log an error. Screenshots are left
in WORKDIR.

Exit status: 0 when every instant matches; 1 when one does not; 77 when Chromium or
Playwright is missing (the caller skips).
"""

import base64
import os
import shutil
import subprocess
import sys
from pathlib import Path

SKIP = 77

# Software rendering, whole tiles, no LCD text: the same pixels however busy the machine is
# (a GPU or a partial raster may round an anti-aliased edge differently from one run to the next).
BROWSER_FLAGS = [
    "--no-sandbox", "--disable-gpu", "--disable-gpu-rasterization", "--disable-partial-raster",
    "--disable-lcd-text", "--force-color-profile=srgb",
]

COMPARE = """async ([a, b]) => {
    const load = src => new Promise((resolve, reject) => {
        const image = new Image();
        image.onload = () => resolve(image);
        image.onerror = reject;
        image.src = 'data:image/png;base64,' + src;
    });
    const pixels = image => {
        const canvas = document.createElement('canvas');
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext('2d');
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, image.width, image.height).data;
    };
    const [x, y] = [await load(a), await load(b)];
    if (x.width !== y.width || x.height !== y.height) return -1;
    const [p, q] = [pixels(x), pixels(y)];
    let differing = 0;
    for (let i = 0; i < p.length; i += 4) {
        if (p[i] !== q[i] || p[i + 1] !== q[i + 1] || p[i + 2] !== q[i + 2] || p[i + 3] !== q[i + 3]) differing++;
    }
    return differing;
}"""


def chromium_path():
    for name in ["chromium", "chromium-browser"]:
        path = shutil.which(name)
        if path:
            return path
    return None


def arguments(doc):
    """SWITCHERLAB TAPE WORKDIR SECONDS… from the command line, the browser's path and
    Playwright's `sync_playwright`, WORKDIR made; or the exit status when something is missing
    (2: the usage, printed; SKIP: chromium or playwright, said)."""
    if len(sys.argv) < 5:
        print(doc, file=sys.stderr)
        return 2
    browser_path = chromium_path()
    if browser_path is None:
        print("skip: chromium is not installed (scripts/setup --tests installs it)")
        return SKIP
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        print("skip: the Python package playwright is not installed (scripts/setup --tests installs it)")
        return SKIP
    workdir = Path(sys.argv[3])
    workdir.mkdir(parents=True, exist_ok=True)
    return sys.argv[1], sys.argv[2], workdir, sys.argv[4:], browser_path, sync_playwright


def finish(failures, errors):
    """The exit status after `failures` comparisons failed and the pages logged `errors`,
    which are printed."""
    for error in errors:
        print(f"FAIL: {error}")
    return 1 if failures or errors else 0


def main():
    parsed = arguments(__doc__)
    if isinstance(parsed, int):
        return parsed
    binary, tape, workdir, instants, browser_path, sync_playwright = parsed
    animation = workdir / "animation.svg"
    subprocess.run([binary, "record", tape, "-o", str(animation)], check=True, capture_output=True)
    stills = {}
    pathStills = {}
    for t in instants:
        still = workdir / f"still-{t}.svg"
        subprocess.run([binary, "render", tape, "--at", f"{t}s", "-o", str(still)], check=True, capture_output=True)
        stills[t] = still
        paths = workdir / f"paths-{t}.svg"
        subprocess.run(
            [binary, "render", tape, "--at", f"{t}s", "-o", str(paths), "--no-images"], check=True, capture_output=True)
        pathStills[t] = paths
    print(f"{animation.name}: {animation.read_text().count('<image ')} images")

    header = animation.read_text()[:400]
    width = int(header.split('width="')[1].split('"')[0])
    height = int(header.split('height="')[1].split('"')[0])
    errors = []
    failures = 0
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=browser_path, args=BROWSER_FLAGS)
        page = browser.new_page(viewport={"width": width, "height": height})
        page.on("console", lambda m: errors.append(f"console {m.type}: {m.text}") if m.type == "error" else None)
        page.on("pageerror", lambda e: errors.append(f"page error: {e}"))
        page.goto(animation.resolve().as_uri())
        page.evaluate("document.fonts.ready")
        count = page.evaluate("document.getAnimations().length")
        print(f"{animation.name}: {count} animations, {width}x{height} px")
        if count == 0:
            print("FAIL: the animated SVG has no running animation")
            failures += 1
        shots = {}
        for t in instants:
            page.evaluate(
                "ms => { for (const a of document.getAnimations()) { a.pause(); a.currentTime = ms; } }",
                float(t) * 1000)
            shots[t] = page.screenshot(path=str(workdir / f"animation-{t}.png"))
        stillShots = {}
        pathShots = {}
        for t in instants:
            page.goto(stills[t].resolve().as_uri())
            page.evaluate("document.fonts.ready")
            stillShots[t] = page.screenshot(path=str(workdir / f"still-{t}.png"))
            page.goto(pathStills[t].resolve().as_uri())
            page.evaluate("document.fonts.ready")
            pathShots[t] = page.screenshot(path=str(workdir / f"paths-{t}.png"))
        # The pixels are compared in an HTML page of their own (an SVG document has no canvas).
        page.goto("about:blank")

        def verdict(shot, other):
            differing = page.evaluate(COMPARE, [base64.b64encode(shot).decode(), base64.b64encode(other).decode()])
            return differing == 0, "same" if differing == 0 else f"DIFFERENT in {differing} pixels"

        for t in instants:
            images = stills[t].read_text().count("<image ")
            for label, shot in [("animation and still", shots[t]),
                                (f"still with {images} images and still of paths", pathShots[t])]:
                same, said = verdict(shot, stillShots[t])
                failures += 0 if same else 1
                print(f"  at {t} s: {label} {said}")
        browser.close()
    return finish(failures, errors)


if __name__ == "__main__":
    sys.exit(main())
