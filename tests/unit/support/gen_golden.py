"""Regenerates *_golden_test.cpp from real PyTorch 1.13 (run with /usr/bin/python3).

Every expectation in the generated files is what `torch.jit.script` code (or
CPython, for the python* reprs) produced on the reference machine. Cases where
PyTorch hangs or crashes are not generated; they are hand-written in
py_string_test.cpp.
"""
import math
import os
import random
import sys
from typing import List, Optional, Tuple

import torch

HERE = os.path.dirname(os.path.abspath(__file__))


def cstr(s) -> str:
    """A C++ string_view literal holding the UTF-8 bytes of s (str or bytes)."""
    data = s.encode("utf-8") if isinstance(s, str) else s
    out = '"'
    for b in data:
        c = chr(b)
        if c in '"\\':
            out += "\\" + c
        elif 0x20 <= b < 0x7F and c != "?":
            out += c
        else:
            out += "\\%03o" % b
    return out + '"sv'


def cdouble(x: float) -> str:
    """Text strtod reads back to exactly x (hex float, or inf/nan with sign)."""
    if math.isnan(x):
        return ("-" if math.copysign(1, x) < 0 else "") + "nan"
    if math.isinf(x):
        return "inf" if x > 0 else "-inf"
    return x.hex()


def render(v) -> bytes:
    """The canonical text of a result; golden_runner.h renders C++ results alike."""
    if isinstance(v, bool):
        return b"b:1" if v else b"b:0"
    if isinstance(v, int):
        return b"i:%d" % v
    if isinstance(v, float):
        return b"f:nan" if math.isnan(v) else b"f:" + cdouble(v).encode()
    if isinstance(v, str):
        data = v.encode("utf-8")
        return b"s%d:" % len(data) + data
    if isinstance(v, (list, tuple)):
        return b"l[" + b",".join(render(x) for x in v) + b"]"
    raise TypeError(v)


def arg(v) -> str:
    if v is None:
        return "None"
    if isinstance(v, bool):
        return "1" if v else "0"
    if isinstance(v, int):
        return str(v)
    if isinstance(v, float):
        return cdouble(v)
    if isinstance(v, list):
        return "\x1f".join(v)
    return v


def last_line(e: Exception) -> str:
    line = str(e).strip().splitlines()[-1]
    assert line.startswith("RuntimeError: "), line
    return line[len("RuntimeError: "):]


def row(lines, op, args, fn):
    """One golden row: {op, {args}, expected} with the result of fn(*args)."""
    cargs = ", ".join(cstr(arg(a)) for a in args)
    try:
        expect = render(fn(*args))
    except UnicodeDecodeError:
        # PyTorch cut a UTF-8 sequence in half; py_string_test.cpp covers it.
        lines.append("    // skipped, PyTorch returns invalid UTF-8: %s(%s)" % (op, cargs))
        return
    except Exception as e:
        expect = b"E:" + last_line(e).encode("utf-8")
    lines.append("    {%s, {%s}, %s}," % (cstr(op), cargs, cstr(expect)))


# ---- strings ----------------------------------------------------------------
@torch.jit.script
def s_split(s: str, sep: Optional[str], m: int) -> List[str]: return s.split(sep, m)
@torch.jit.script
def s_rsplit(s: str, sep: str, m: int) -> List[str]: return s.rsplit(sep, m)
@torch.jit.script
def s_splitlines(s: str, k: bool) -> List[str]: return s.splitlines(k)
@torch.jit.script
def s_strip(s: str, c: str) -> str: return s.strip(c)
@torch.jit.script
def s_lstrip(s: str, c: str) -> str: return s.lstrip(c)
@torch.jit.script
def s_rstrip(s: str, c: str) -> str: return s.rstrip(c)
@torch.jit.script
def s_strip0(s: str) -> Tuple[str, str, str]: return s.strip(), s.lstrip(), s.rstrip()
@torch.jit.script
def s_case(s: str) -> Tuple[str, str, str, str, str]:
    return s.lower(), s.upper(), s.swapcase(), s.capitalize(), s.title()
@torch.jit.script
def s_pred(s: str) -> List[bool]:
    return [s.isdigit(), s.isalpha(), s.isalnum(), s.isspace(), s.isdecimal(), s.isnumeric(),
            s.islower(), s.isupper(), s.istitle(), s.isidentifier(), s.isprintable()]
@torch.jit.script
def s_find(s: str, sub: str, a: int, b: int) -> int: return s.find(sub, a, b)
@torch.jit.script
def s_rfind(s: str, sub: str, a: int, b: int) -> int: return s.rfind(sub, a, b)
@torch.jit.script
def s_index(s: str, sub: str, a: int, b: int) -> int: return s.index(sub, a, b)
@torch.jit.script
def s_rindex(s: str, sub: str, a: int, b: int) -> int: return s.rindex(sub, a, b)
@torch.jit.script
def s_count(s: str, sub: str, a: int, b: int) -> int: return s.count(sub, a, b)
@torch.jit.script
def s_startswith(s: str, sub: str, a: int, b: int) -> bool: return s.startswith(sub, a, b)
@torch.jit.script
def s_endswith(s: str, sub: str, a: int, b: int) -> bool: return s.endswith(sub, a, b)
@torch.jit.script
def s_replace(s: str, o: str, n: str, c: int) -> str: return s.replace(o, n, c)
@torch.jit.script
def s_join(sep: str, xs: List[str]) -> str: return sep.join(xs)
@torch.jit.script
def s_zfill(s: str, w: int) -> str: return s.zfill(w)
@torch.jit.script
def s_center(s: str, w: int, f: str) -> str: return s.center(w, f)
@torch.jit.script
def s_ljust(s: str, w: int, f: str) -> str: return s.ljust(w, f)
@torch.jit.script
def s_rjust(s: str, w: int, f: str) -> str: return s.rjust(w, f)
@torch.jit.script
def s_partition(s: str, sep: str) -> Tuple[str, str, str]: return s.partition(sep)
@torch.jit.script
def s_rpartition(s: str, sep: str) -> Tuple[str, str, str]: return s.rpartition(sep)
@torch.jit.script
def s_expandtabs(s: str, t: int) -> str: return s.expandtabs(t)
@torch.jit.script
def s_slice(s: str, a: Optional[int], b: Optional[int], c: int) -> str: return s[a:b:c]
@torch.jit.script
def s_at(s: str, i: int) -> str: return s[i]
@torch.jit.script
def s_int(s: str) -> int: return int(s)
@torch.jit.script
def s_float(s: str) -> float: return float(s)


TEXTS = ["", "a", "abc", "  hello  world  ", "a,b,,c,", ",a,", "\t x\ny \x0b z\x0c\r", "Hello World",
         "hELLO wORLD", "aaa", "abcabcab", "MiXeD 123_x", "x\ty\t\tz", "caf\u00e9 \u00c0B", "2nd",
         "ABC", "123", "   ", "a1!", "\u00e9", "It's", "Title Case Here", "snake_case", "A", "\x7f\x01"]
SUBS = ["", "a", "b", "ab", "abc", "z", ",", " ", "aa", "\u00e9"]
RANGES = [(0, -1), (1, -1), (-2, -1), (0, 2), (2, 1), (-100, 100), (0, 0), (3, -2), (1, -4), (-1, 2)]


def gen_strings():
    L = []
    for s in TEXTS + ["a  b   c ", " \x1c\x1dx\x1ey", "a--b--c--", "k=v=w", "a\r\nb"]:
        for sep in [None, ",", " ", "--", "=", "b", "ab", ""]:
            for m in [-1, 0, 1, 2]:
                row(L, "split", (s, sep, m), s_split)
    for s in TEXTS + ["a--b--c--", "aaaa", "k=v=w"]:
        for sep in [",", " ", "--", "=", "aa", "ab"]:
            for m in [-1, 0, 1, 2]:
                row(L, "rsplit", (s, sep, m), s_rsplit)
    for s in ["", "\n", "a\nb\n\nc", "trailing\n", "a\r\nb", "a\rb\x0bc\x0cd\x1ce\x1df\x1eg", "\n\nx", "no breaks"]:
        for k in [False, True]:
            row(L, "splitlines", (s, k), s_splitlines)
    for s in TEXTS + ["\r\n x \r\n", "\v\f a \f\v", "xxhixx", "abcHELLOcba", "..."]:
        row(L, "strip_default", (s,), s_strip0)
        for c in ["x", "abc", " a", "", "\u00e9"]:
            row(L, "strip", (s, c), s_strip)
            row(L, "lstrip", (s, c), s_lstrip)
            row(L, "rstrip", (s, c), s_rstrip)
    for s in TEXTS + ["hello-world x2y", "o'neil mc3d", "\u00e0bc d\u00e9f"]:
        row(L, "case", (s,), s_case)
    for s in TEXTS + ["_x", "x_1", "a\tb", "Ab Cd", "AB cd", "1A", "a B", "\u00e9t\u00e9", "Hello, World!", "9"]:
        row(L, "predicates", (s,), s_pred)
    finders = [("find", s_find), ("rfind", s_rfind), ("index", s_index), ("rindex", s_rindex),
               ("startswith", s_startswith), ("endswith", s_endswith)]
    for s in ["abcabcab", "aaa", "", "xyz", "caf\u00e9\u00e9"]:
        for sub in SUBS:
            for a, b in RANGES:
                for nm, fn in finders:
                    row(L, nm, (s, sub, a, b), fn)
                if sub != "":  # count("") hangs in PyTorch; hand-written tests cover it
                    row(L, "count", (s, sub, a, b), s_count)
    for a, b in [(5, -1), (4, 10), (10, 20), (3, 3)]:
        for nm, fn in finders:
            for sub in ["", "c"]:
                row(L, nm, ("abc", sub, a, b), fn)
        row(L, "count", ("abc", "c", a, b), s_count)
    for s in ["banana", "aaaa", "", "abc", "caf\u00e9"]:
        for o, n in [("a", "A"), ("an", "AN"), ("aa", "b"), ("xyz", "?"), ("a", ""), ("\u00e9", "e"), ("na", "nana")]:
            for c in [-1, 0, 1, 2, 5]:
                row(L, "replace", (s, o, n, c), s_replace)
    for sep in ["", ", ", "-"]:
        for xs in [[], ["solo"], ["x", "y", "z"], ["", ""]]:
            row(L, "join", (sep, xs), s_join)
    for s in ["key=value=more", "novalue", "", "=", "a==b", "aaa"]:
        for sep in ["=", "==", "aa", "", "x"]:
            row(L, "partition", (s, sep), s_partition)
            row(L, "rpartition", (s, sep), s_rpartition)
    for s in ["", "42", "-42", "+7", "abc", "toolong!", "\u00e9"]:
        for w in [-3, 0, 1, 2, 5, 6, 7, 8, 9]:
            row(L, "zfill", (s, w), s_zfill)
            for f in [" ", "*"]:
                if w >= 0:  # PyTorch's center() loops on a negative width
                    row(L, "center", (s, w, f), s_center)
                row(L, "ljust", (s, w, f), s_ljust)
                row(L, "rjust", (s, w, f), s_rjust)
    for f in ["", "ab"]:
        row(L, "center", ("x", 5, f), s_center)
        row(L, "ljust", ("x", 5, f), s_ljust)
        row(L, "rjust", ("x", 5, f), s_rjust)
    for s in ["a\tb", "\t", "abcd\tx", "x\ny\tz", "\t\t", "ab\u00e9\tc", "none"]:
        for t in [-1, 0, 1, 3, 4, 8]:
            row(L, "expandtabs", (s, t), s_expandtabs)
    bounds = [None, 0, 1, 2, -1, -2, -3, 5, 100, -100, 2**63 - 1, -2**63]
    rnd = random.Random(7)
    for s in ["abcdefg", "xy", ""]:
        for st in [1, 2, 3, -1, -2, -3, 0, 2**63 - 1, -2**63 + 1, -2**63]:
            for _ in range(12):
                row(L, "slice", (s, rnd.choice(bounds), rnd.choice(bounds), st), s_slice)
        for i in [0, 1, 2, -1, -2, 6, 7, -7, -8, 100]:
            row(L, "at", (s, i), s_at)
    for t in TEXTS + ["It's \"q\"", "a'b\"c", "\"", "\n\t\r\\\\", "\x00\x1f\x7f\x80\x9f\xa0\xa1\xad",
                      "\u200b\u2028\u3000\ufeff\ue000\U000f0000\ufffe", "\U0001F600 \u4e2d\u6587",
                      "\u0301e\u0300", "tab\there"]:
        row(L, "repr", (t,), repr)  # CPython's repr
    for s in ["7", " 7", " 7 ", "7 ", "+7", "-7", "0x10", "", "abc", "1_000", "99999999999999999999",
              "-9223372036854775808", "9223372036854775807", "9223372036854775808", "-9223372036854775809",
              "\t5", "007", "1.5", "  -0", "-", "+", " ", "5\x00", "\n\v\f\r 12", "\u00e9"]:
        row(L, "int", (s,), s_int)
    for s in ["1.5", " 1.5", "1.5 ", "inf", "-inf", "nan", "-nan", "Infinity", "INF", "1e5", "0x1p3", "0x1.8p1",
              "", "abc", "1_0.5", ".5", "5.", "1e400", "-1e400", "1e-310", "1e-400", "-0.0", "  +3", "1e308",
              "nan(123)", "1e", "1e+", ".", "+.5e-3", "2.2250738585072014e-308", "0.1", "-"]:
        row(L, "float", (s,), s_float)
    return L


# ---- floats -----------------------------------------------------------------
@torch.jit.script
def f_str(x: float) -> str:
    return str(x)
@torch.jit.script
def c_str(x: complex) -> str:
    return str(x)
@torch.jit.script
def t_str(t: torch.Tensor) -> str:
    return str(t)


def float_values():
    inf, nan = float("inf"), float("nan")
    vals = [0.0, -0.0, 1.0, -1.0, 0.1, 0.2, 0.3, 1 / 3, 2 / 3, 1e-5, 1e-4, 0.0001234, 1e-05 * 3, 3.4, 1e15, 1e16,
            1e17, 9999999999999998.0, 1.5e300, 1e300, 5e-324, 2.2250738585072014e-308, 1.7976931348623157e308,
            inf, -inf, nan, -nan, 2.0**63, -2.0**63, 2.0**62, 2.0**53, 2.0**53 + 2, 1e19, -1e19, 123456789.125,
            0.5, 100.0, 1e10, 1e22, 1e21, 12345678901234567.0, 1.23456789e-7, 123.456, -0.001, 0.001, 1e100,
            3.14159, 2.5, 1e-10, 123456789.0, 1e9 + 0.5, 4.35, 0.07, 1234567.0, 9.5, 1e-7]
    rnd = random.Random(1234)
    for _ in range(60):
        vals.append(rnd.uniform(-1000, 1000))
        vals.append(rnd.choice([-1, 1]) * 10 ** rnd.uniform(-30, 30))
        vals.append(float(rnd.randint(-10**6, 10**6)) / rnd.choice([1, 2, 4, 8, 10, 100, 1000]))
    return vals


def gen_floats():
    L = []
    for v in float_values():
        row(L, "pyrepr", (v,), repr)
        row(L, "scriptrepr", (v,), f_str)
        # str() of a 0-dim tensor in script is c10's operator<<; its first
        # line is the value in default stream formatting.
        row(L, "stream", (v,), lambda x: t_str(torch.tensor(x, dtype=torch.float64)).split("\n")[0])
    comps = [0.0, -0.0, 1.0, -1.0, 2.5, 0.1, 1e16, 1e-5, float("inf"), -float("inf"), float("nan"),
             -float("nan"), 1e300, -3.0]
    for a in comps:
        for b in comps:
            row(L, "pycomplex", (a, b), lambda x, y: repr(complex(x, y)))
            row(L, "scriptcomplex", (a, b), lambda x, y: c_str(complex(x, y)))
    return L


HEADER = """// ===--- %s - PyTorch 1.13 golden rows ---------------------=== //
// Generated by gen_golden.py (rerun with /usr/bin/python3 to regenerate): each
// row is {operation, arguments, rendered result} as real torch.jit.script code
// (or CPython, for repr) produced it. golden_runner.h replays the rows.
#include "golden_runner.h"

namespace ts {
namespace {

using namespace std::string_view_literals;  // NOLINT: literal suffix only

const GoldenRow kRows[] = {
"""

FOOTER = """};

TEST(%s, MatchesPyTorch) {
  size_t checked = 0;
  for (const GoldenRow& row : kRows) {
    EXPECT_EQ(runGolden(row), row.expect) << describe(row);
    ++checked;
  }
  EXPECT_GT(checked, 100u);
}

}  // namespace
}  // namespace ts
"""


def write(name, suite, lines):
    with open(os.path.join(HERE, name), "w") as f:
        f.write(HEADER % name)
        f.write("\n".join(lines))
        f.write("\n" + FOOTER % suite)


if __name__ == "__main__":
    write("py_string_golden_test.cpp", "PyStringGolden", gen_strings())
    write("float_format_golden_test.cpp", "FloatFormatGolden", gen_floats())
