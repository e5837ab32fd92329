#!/usr/bin/env python3
"""Checks, in WebKit (Safari's engine), the page `switcherlab record -o talk.html` writes.

    html_webkit.py SWITCHERLAB TAPE WORKDIR

Records TAPE (whose captions come each before a `Pause`) to WORKDIR/talk.html and loads it in
WebKitGTK (Debian's webkit2gtk-driver, driven through Selenium, on DISPLAY or a private Xvfb):
the page must run its script (no error thrown), stop at the first cue with the first caption
as its screen-reader text, go on to the next cue with → and back with ←. Screenshots of the
two cues are left in WORKDIR (webkit-cue-1.png, webkit-cue-2.png).

Exit status: 0 when everything holds; 1 when something does not; 77 when WebKitWebDriver,
Xvfb or Selenium is missing (the caller skips).
"""

import base64
import re
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from svg_webkit import open_webkit  # noqa: E402


def main():
    if len(sys.argv) < 4:
        print(__doc__, file=sys.stderr)
        return 2
    binary, tape, workdir = sys.argv[1], sys.argv[2], Path(sys.argv[3])
    opened = open_webkit(1280, 800)
    if isinstance(opened, int):
        return opened
    driver, display = opened
    workdir.mkdir(parents=True, exist_ok=True)
    page = workdir / "talk.html"
    subprocess.run([binary, "record", tape, "-o", str(page)], check=True, capture_output=True)
    captions = [c for c in re.findall(r'^Caption "([^"]*)"', Path(tape).read_text(), re.M) if c.strip()]
    failures = 0
    try:
        from selenium.webdriver.common.action_chains import ActionChains
        from selenium.webdriver.common.keys import Keys

        def at_cue(n):
            nonlocal failures
            state = None
            for _ in range(100):
                state = driver.execute_script("return window.switcherlab || null")
                if state and state["state"] == "cue" and state["cue"] == n:
                    break
                time.sleep(0.1)
            ok = bool(state) and state["state"] == "cue" and state["cue"] == n and state["caption"] == captions[n - 1]
            print(("" if ok else "FAIL: ") + f"WebKit, cue {n}: {state!r}")
            if not ok:
                failures += 1

        driver.get(page.resolve().as_uri())
        at_cue(1)
        (workdir / "webkit-cue-1.png").write_bytes(base64.b64decode(driver.get_screenshot_as_base64()))
        ActionChains(driver).send_keys(Keys.ARROW_RIGHT).perform()
        at_cue(2)
        (workdir / "webkit-cue-2.png").write_bytes(base64.b64decode(driver.get_screenshot_as_base64()))
        ActionChains(driver).send_keys(Keys.ARROW_LEFT).perform()
        at_cue(1)
    finally:
        driver.quit()
        if display is not None:
            display.terminate()
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
