#!/usr/bin/env python3
# ===--- filecheck.py - a small LLVM FileCheck ------------------------------=== #
# Checks text (stdin) against `CHECK:` directives in a file, with the
# semantics of LLVM's FileCheck for CHECK, CHECK-NEXT, CHECK-SAME, CHECK-NOT,
# CHECK-LABEL, CHECK-EMPTY, CHECK-COUNT-N and CHECK-DAG, `{{regex}}`, `[[VAR:regex]]`
# captures and `[[VAR]]` uses. Written in Python (no LLVM in Debian's minimal
# toolchain) so the lit tests need nothing beyond the test runner itself.
#
#   filecheck.py CHECKFILE [--check-prefix P] [--input-file F] < input
#
# Exit code 0 when every directive holds, 1 with a diagnostic otherwise.
import argparse
import re
import sys

KINDS = ("NEXT", "SAME", "NOT", "LABEL", "EMPTY", "DAG")


class Directive:
    def __init__(self, kind, pattern, lineno, count=1):
        self.kind = kind          # "" (plain CHECK), NEXT, SAME, NOT, LABEL, EMPTY, COUNT
        self.pattern = pattern    # the text after the colon, stripped
        self.lineno = lineno      # line in the check file, for diagnostics
        self.count = count        # CHECK-COUNT-N


class CheckError(Exception):
    pass


def parse_directives(text, prefix):
    """Every `PREFIX[-KIND]:` directive of the check file, in order."""
    rx = re.compile(r"(?<![A-Za-z0-9_-])" + re.escape(prefix) + r"(-[A-Z]+(?:-\d+)?)?:(.*)$")
    out = []
    for lineno, line in enumerate(text.splitlines(), 1):
        m = rx.search(line)
        if not m:
            continue
        suffix, pattern = (m.group(1) or "")[1:], m.group(2).strip()
        count = 1
        if suffix.startswith("COUNT-"):
            count = int(suffix[len("COUNT-"):])
            if count < 1:
                raise CheckError(f"line {lineno}: CHECK-COUNT needs a count of at least 1")
            suffix = "COUNT"
        elif suffix and suffix not in KINDS:
            raise CheckError(f"line {lineno}: unknown directive {prefix}-{suffix}")
        if not pattern and suffix != "EMPTY":
            raise CheckError(f"line {lineno}: found empty check string with prefix '{prefix}:'")
        out.append(Directive(suffix, pattern, lineno, count))
    if not out:
        raise CheckError(f"no check strings found with prefix '{prefix}:'")
    return out


def compile_pattern(pattern, variables):
    """Regex for a pattern: literal text with `{{re}}`, `[[V:re]]`, `[[V]]`;
    runs of blanks match any run of blanks, as FileCheck does by default."""
    out, pos, defined = [], 0, []
    token = re.compile(r"\{\{(.*?)\}\}|\[\[([A-Za-z_][A-Za-z0-9_]*)(?::(.*?))?\]\]")
    for m in token.finditer(pattern):
        out.append(literal(pattern[pos:m.start()]))
        if m.group(1) is not None:
            out.append("(?:" + m.group(1) + ")")
        elif m.group(3) is not None:
            out.append("(?P<" + m.group(2) + ">" + m.group(3) + ")")
            defined.append(m.group(2))
        elif m.group(2) in defined:
            out.append("(?P=" + m.group(2) + ")")
        elif m.group(2) in variables:
            out.append(re.escape(variables[m.group(2)]))
        else:
            raise CheckError(f"undefined variable: {m.group(2)}")
        pos = m.end()
    out.append(literal(pattern[pos:]))
    try:
        return re.compile("".join(out), re.MULTILINE)  # {{^}} / {{$}} anchor at lines
    except re.error as e:
        raise CheckError(f"invalid regex in '{pattern}': {e}")


def literal(text):
    return r"[ \t]+".join(re.escape(part) for part in re.split(r"[ \t]+", text))


class Checker:
    def __init__(self, text, directives, check_file):
        self.text = text
        self.directives = directives
        self.check_file = check_file
        self.vars = {}

    def fail(self, d, why, at):
        line = self.text.count("\n", 0, at) + 1
        excerpt = self.text[at:].split("\n", 1)[0]
        raise CheckError(f"{self.check_file}:{d.lineno}: error: {why}\n"
                         f"  check: {d.pattern}\n"
                         f"  input line {line}: {excerpt}")

    def search(self, d, start, end):
        m = compile_pattern(d.pattern, self.vars).search(self.text, start, end)
        if m:
            self.vars.update({k: v for k, v in m.groupdict().items() if v is not None})
        return m

    def line_start_after(self, pos):
        nl = self.text.find("\n", pos)
        return len(self.text) if nl < 0 else nl + 1

    def run(self):
        # CHECK-LABEL splits the input into regions; match labels first.
        bounds, pos = [], 0
        for i, d in enumerate(self.directives):
            if d.kind == "LABEL":
                m = self.search(d, pos, len(self.text))
                if not m:
                    self.fail(d, "CHECK-LABEL: expected string not found in input", pos)
                bounds.append((i, m.start(), m.end()))
                pos = m.end()
        # Regions: directives between labels search only between the label
        # matches; a label's match counts as the previous match (for NEXT).
        first, region_start, label = 0, 0, None
        for i, s, e in bounds:
            self.check_region(self.directives[first:i], region_start, s, label)
            first, region_start, label = i + 1, e, (s, e)
        self.check_region(self.directives[first:], region_start, len(self.text), label)

    def check_region(self, directives, start, end, last_match):
        pos = start  # last_match: (start, end) of the previous positive match
        pending_not, i = [], 0
        while i < len(directives):
            d = directives[i]
            if d.kind == "NOT":
                pending_not.append(d)
                i += 1
                continue
            if d.kind == "DAG":
                group = []
                while i < len(directives) and directives[i].kind == "DAG":
                    group.append(directives[i])
                    i += 1
                m_start, m_end = self.match_dag(group, pos, end)
            else:
                m_start, m_end = self.match_positive(d, pos, end, last_match)
                i += 1
            self.check_nots(pending_not, pos, m_start)
            pending_not, pos, last_match = [], m_end, (m_start, m_end)
        self.check_nots(pending_not, pos, end)

    def match_dag(self, group, pos, end):
        """CHECK-DAG: each pattern matches after `pos` in any order, without
        overlapping another match of the group; the group spans its matches."""
        found = []
        for d in group:
            p = pos
            while True:
                m = self.search(d, p, end)
                if not m:
                    self.fail(d, "CHECK-DAG: expected string not found in input", pos)
                if all(m.end() <= s or m.start() >= e for s, e in found):
                    found.append((m.start(), m.end()))
                    break
                p = m.start() + 1
        return min(s for s, _ in found), max(e for _, e in found)

    def match_positive(self, d, pos, end, last_match):
        if d.kind == "EMPTY":
            nxt = self.line_start_after(pos) if last_match else pos
            if nxt >= len(self.text) or self.text[nxt] != "\n":
                self.fail(d, "CHECK-EMPTY: expected an empty line", nxt)
            return nxt, nxt  # an empty match at the blank line's start
        if d.kind == "COUNT":
            first = None
            for k in range(d.count):
                m = self.search(d, pos, end)
                if not m:
                    self.fail(d, f"CHECK-COUNT-{d.count}: expected string not found in input "
                                 f"(match {k + 1} of {d.count})", pos)
                first = m.start() if first is None else first
                pos = m.end()
            return first, pos
        if d.kind == "SAME":
            if last_match is None:
                self.fail(d, "found 'CHECK-SAME' without previous 'CHECK: line", pos)
            line_end = self.text.find("\n", pos)
            m = self.search(d, pos, end if line_end < 0 else min(line_end, end))
            if not m:
                self.fail(d, "CHECK-SAME: expected string not found on the same line", pos)
            return m.start(), m.end()
        m = self.search(d, pos, end)
        if not m:
            self.fail(d, ("CHECK-NEXT: " if d.kind == "NEXT" else "") + "expected string not found in input", pos)
        if d.kind == "NEXT":
            if last_match is None:
                self.fail(d, "found 'CHECK-NEXT' without previous 'CHECK: line", pos)
            want = self.line_start_after(last_match[1])
            line_of = self.text.rfind("\n", 0, m.start()) + 1
            if line_of != want:
                why = "is on the same line as previous match" if line_of < want else "is not on the line after the previous match"
                self.fail(d, "CHECK-NEXT: " + why, m.start())
        return m.start(), m.end()

    def check_nots(self, nots, start, end):
        for d in nots:
            m = self.search(d, start, end)
            if m:
                self.fail(d, "CHECK-NOT: excluded string found in input", m.start())


def main(argv=None):
    ap = argparse.ArgumentParser(description="Check text against CHECK directives (LLVM FileCheck subset).")
    ap.add_argument("check_file")
    ap.add_argument("--check-prefix", default="CHECK")
    ap.add_argument("--input-file", default=None)
    args = ap.parse_args(argv)
    try:
        with open(args.check_file, encoding="utf-8") as f:
            directives = parse_directives(f.read(), args.check_prefix)
        if args.input_file:
            with open(args.input_file, encoding="utf-8") as f:
                text = f.read()
        else:
            text = sys.stdin.read()
        Checker(text, directives, args.check_file).run()
    except CheckError as e:
        print(e, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
