#!/usr/bin/env python3
# ===--- filecheck_test.py - the FileCheck semantics lit relies on ---------=== #
# Each case: check-file text, input text, whether it must pass (and for
# failures, a fragment of the diagnostic). Run by ctest as `filecheck`.
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import filecheck  # noqa: E402

INPUT = """graph(%x : int):
  %1 : int = prim::Constant[value=1]()
  %2 : int = aten::add(%x, %1)
  %3 : int = aten::mul(%2, %2)

  return (%3)
"""

CASES = [
    # CHECK: in order, may skip lines; blanks match any run of blanks.
    ("CHECK: graph\nCHECK: aten::add\nCHECK: return", True, None),
    ("CHECK: aten::add\nCHECK: prim::Constant", False, "expected string not found"),
    ("CHECK: %2 :    int", True, None),
    # CHECK-NEXT: exactly the following line.
    ("CHECK: prim::Constant\nCHECK-NEXT: aten::add", True, None),
    ("CHECK: prim::Constant\nCHECK-NEXT: aten::mul", False, "not on the line after"),
    ("CHECK: %1 : int\nCHECK-NEXT: prim::Constant", False, "same line"),
    # CHECK-SAME: later on the line of the previous match.
    ("CHECK: aten::add\nCHECK-SAME: %x, %1", True, None),
    ("CHECK: aten::add\nCHECK-SAME: %2, %2", False, "same line"),
    # CHECK-NOT: absent between the surrounding matches (or to the end).
    ("CHECK: prim::Constant\nCHECK-NOT: aten::mul\nCHECK: aten::add", True, None),
    ("CHECK: prim::Constant\nCHECK-NOT: aten::add\nCHECK: aten::mul", False, "excluded string found"),
    ("CHECK: aten::mul\nCHECK-NOT: aten::add", True, None),
    ("CHECK-NOT: aten::div", True, None),
    # CHECK-COUNT-N: N consecutive matches.
    ("CHECK-COUNT-3: : int =", True, None),
    ("CHECK-COUNT-4: : int =", False, "CHECK-COUNT-4"),
    # CHECK-LABEL splits the input; other checks stay inside their region.
    ("CHECK-LABEL: graph\nCHECK: aten::add\nCHECK-LABEL: return\nCHECK-NOT: aten", True, None),
    ("CHECK-LABEL: aten::add\nCHECK-NOT: prim::Constant\nCHECK-LABEL: return", True, None),
    ("CHECK-LABEL: graph\nCHECK: return\nCHECK-LABEL: aten::mul", False, "expected string not found"),
    # CHECK-EMPTY: the next line is empty.
    ("CHECK: aten::mul\nCHECK-EMPTY:\nCHECK-NEXT: return", True, None),
    ("CHECK: aten::add\nCHECK-EMPTY:", False, "empty line"),
    # Regexes and variables.
    ("CHECK: %{{[0-9]+}} : int = aten::mul", True, None),
    ("CHECK: [[V:%[0-9]+]] : int = aten::add\nCHECK: aten::mul([[V]], [[V]])", True, None),
    ("CHECK: [[V:%[0-9]+]] : int = prim::Constant\nCHECK: aten::mul([[V]]", False, "expected string not found"),
    ("CHECK: aten::mul(%2, %2){{$}}", True, None),
    ("CHECK: aten::mul({{$}}", False, "expected string not found"),
    ("CHECK: {{^}}  return", True, None),
    # A label's match is the previous match of the directive after it.
    ("CHECK-LABEL: prim::Constant\nCHECK-NEXT: aten::add", True, None),
    ("CHECK-LABEL: prim::Constant\nCHECK-NEXT: aten::mul", False, "not on the line after"),
    # CHECK-DAG: any order between the surrounding matches, no overlaps.
    ("CHECK: graph\nCHECK-DAG: aten::mul\nCHECK-DAG: aten::add\nCHECK: return", True, None),
    ("CHECK-DAG: %2 : int\nCHECK-DAG: %2 : int", False, "CHECK-DAG"),
    ("CHECK-DAG: %3 : int\nCHECK-DAG: %2 : int\nCHECK-NOT: prim::Constant\nCHECK: return", True, None),
    ("CHECK-DAG: aten::mul\nCHECK: aten::add", False, "expected string not found"),
    # Directive errors.
    ("nothing here", False, "no check strings"),
    ("CHECK-FOO: x", False, "unknown directive"),
    ("CHECK:", False, "empty check string"),
]


def run(check, text):
    try:
        filecheck.Checker(text, filecheck.parse_directives(check, "CHECK"), "t").run()
        return True, ""
    except filecheck.CheckError as e:
        return False, str(e)


def main():
    failures = 0
    for check, should_pass, fragment in CASES:
        ok, msg = run(check, INPUT)
        if ok != should_pass or (fragment and fragment not in msg):
            failures += 1
            print(f"FAIL: {check!r}: passed={ok}, message={msg!r}")
    # A custom prefix ignores CHECK lines.
    directives = filecheck.parse_directives("CHECK: nope\nFOO: aten::add", "FOO")
    if len(directives) != 1:
        failures += 1
        print("FAIL: --check-prefix")
    print(f"{len(CASES) + 1 - failures} passed, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
