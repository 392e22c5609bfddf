// ===--- stdlib_re_py.cpp - Python's re module ----------------------------=== //
// Pattern and Match objects, the module functions, replacement templates
// and escape(), written after CPython 3.11's re/__init__.py and _sre.c over
// the native engine `_re` (Note [re on ICU], stdlib_re.cpp).
namespace ts::py {

extern const char* kReSource;
const char* kReSource = R"PY(
import _re
import enum

__all__ = ["match", "fullmatch", "search", "sub", "subn", "split", "findall", "finditer", "compile",
           "purge", "escape", "error", "Pattern", "Match", "A", "I", "L", "M", "S", "X", "U",
           "ASCII", "IGNORECASE", "LOCALE", "MULTILINE", "DOTALL", "VERBOSE", "UNICODE", "NOFLAG", "RegexFlag"]

class RegexFlag(enum.IntFlag):
    NOFLAG = 0
    IGNORECASE = I = 2
    LOCALE = L = 4
    MULTILINE = M = 8
    DOTALL = S = 16
    UNICODE = U = 32
    VERBOSE = X = 64
    DEBUG = 128
    ASCII = A = 256

    def __repr__(self):
        if self._value_ == 0:
            return "re.NOFLAG"
        names = []
        v = self._value_
        for name in ("IGNORECASE", "LOCALE", "MULTILINE", "DOTALL", "UNICODE", "VERBOSE", "DEBUG", "ASCII"):
            bit = RegexFlag[name]._value_
            if v & bit:
                names.append("re." + name)
                v &= ~bit
        if v:
            names.append(hex(v))
        return "|".join(names)
    __str__ = __repr__

NOFLAG = RegexFlag.NOFLAG
I = IGNORECASE = RegexFlag.IGNORECASE
L = LOCALE = RegexFlag.LOCALE
M = MULTILINE = RegexFlag.MULTILINE
S = DOTALL = RegexFlag.DOTALL
U = UNICODE = RegexFlag.UNICODE
X = VERBOSE = RegexFlag.VERBOSE
A = ASCII = RegexFlag.ASCII
DEBUG = RegexFlag.DEBUG

_MAXREPEAT = 4294967295
_MAXSIZE = 9223372036854775807


class error(Exception):
    def __init__(self, msg, pattern=None, pos=None):
        self.msg = msg
        self.pattern = pattern
        self.pos = pos
        if pattern is not None and pos is not None:
            msg = "%s at position %d" % (msg, pos)
        super().__init__(msg)

PatternError = error


def _group_text(string, spans, i):
    s = spans[2 * i]
    if s < 0:
        return None
    return string[s:spans[2 * i + 1]]


class Match:
    __slots__ = ("re", "string", "pos", "endpos", "_spans")

    def __init__(self, pattern, string, spans, pos, endpos):
        self.re = pattern
        self.string = string
        self._spans = spans
        self.pos = pos
        self.endpos = endpos

    def _index(self, g):
        if isinstance(g, int) and not isinstance(g, bool):
            if 0 <= g <= self.re.groups:
                return g
        elif isinstance(g, str):
            i = self.re.groupindex.get(g)
            if i is not None:
                return i
        raise IndexError("no such group")

    def group(self, *args):
        if not args:
            return _group_text(self.string, self._spans, 0)
        if len(args) == 1:
            return _group_text(self.string, self._spans, self._index(args[0]))
        return tuple(_group_text(self.string, self._spans, self._index(a)) for a in args)

    def __getitem__(self, g):
        return _group_text(self.string, self._spans, self._index(g))

    def groups(self, default=None):
        out = []
        for i in range(1, self.re.groups + 1):
            t = _group_text(self.string, self._spans, i)
            out.append(default if t is None else t)
        return tuple(out)

    def groupdict(self, default=None):
        out = {}
        for name, i in self.re.groupindex.items():
            t = _group_text(self.string, self._spans, i)
            out[name] = default if t is None else t
        return out

    def start(self, group=0):
        return self._spans[2 * self._index(group)]

    def end(self, group=0):
        return self._spans[2 * self._index(group) + 1]

    def span(self, group=0):
        i = self._index(group)
        return (self._spans[2 * i], self._spans[2 * i + 1])

    @property
    def regs(self):
        return tuple((self._spans[2 * i], self._spans[2 * i + 1]) for i in range(self.re.groups + 1))

    @property
    def lastindex(self):
        best = None
        for i in range(1, self.re.groups + 1):
            s, e = self._spans[2 * i], self._spans[2 * i + 1]
            if s < 0:
                continue
            if best is None or e > best[0] or (e == best[0] and s < best[1]):
                best = (e, s, i)
        return None if best is None else best[2]

    @property
    def lastgroup(self):
        li = self.lastindex
        if li is None:
            return None
        for name, i in self.re.groupindex.items():
            if i == li:
                return name
        return None

    def expand(self, template):
        return _expand_template(_parse_template(template, self.re), self)

    def __bool__(self):
        return True

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    def __repr__(self):
        return "<re.Match object; span=%r, match=%r>" % (self.span(), self.group(0))


class Pattern:
    def __init__(self, pattern, flags):
        if isinstance(pattern, bytes):
            raise TypeError("bytes patterns are not supported")
        flags = int(flags)
        if not flags & 256:
            flags |= 32
        self.pattern = pattern
        self.flags = flags
        try:
            self._state = _re.compile(pattern, flags)
        except ValueError as e:
            raise error(str(e)) from None
        self.groups = _re.groups(self._state)
        self.groupindex = _re.groupindex(self._state)

    def _one(self, string, pos, endpos, mode):
        if not isinstance(string, str):
            raise TypeError("expected string or bytes-like object, got '%s'" % type(string).__name__)
        spans = _re.search(self._state, string, pos, endpos, mode)
        if spans is None:
            return None
        return Match(self, string, spans, pos, min(endpos, len(string)))

    def search(self, string, pos=0, endpos=_MAXSIZE):
        return self._one(string, pos, endpos, 0)

    def match(self, string, pos=0, endpos=_MAXSIZE):
        return self._one(string, pos, endpos, 1)

    def fullmatch(self, string, pos=0, endpos=_MAXSIZE):
        return self._one(string, pos, endpos, 2)

    def _scan(self, string, pos, endpos, limit):
        if not isinstance(string, str):
            raise TypeError("expected string or bytes-like object, got '%s'" % type(string).__name__)
        return _re.scan(self._state, string, pos, endpos, limit)

    def finditer(self, string, pos=0, endpos=_MAXSIZE):
        end = min(endpos, len(string))
        return iter([Match(self, string, s, pos, end) for s in self._scan(string, pos, endpos, 0)])

    def findall(self, string, pos=0, endpos=_MAXSIZE):
        out = []
        n = self.groups
        for spans in self._scan(string, pos, endpos, 0):
            if n == 0:
                out.append(string[spans[0]:spans[1]])
            elif n == 1:
                t = _group_text(string, spans, 1)
                out.append("" if t is None else t)
            else:
                out.append(tuple("" if spans[2 * i] < 0 else string[spans[2 * i]:spans[2 * i + 1]]
                                 for i in range(1, n + 1)))
        return out

    def split(self, string, maxsplit=0):
        out = []
        last = 0
        for spans in self._scan(string, 0, _MAXSIZE, maxsplit):
            out.append(string[last:spans[0]])
            for i in range(1, self.groups + 1):
                out.append(_group_text(string, spans, i))
            last = spans[1]
        out.append(string[last:])
        return out

    def subn(self, repl, string, count=0):
        if callable(repl):
            template = None
        else:
            template = _parse_template(repl, self)
        pieces = []
        last = 0
        n = 0
        end = len(string) if isinstance(string, str) else 0
        for spans in self._scan(string, 0, _MAXSIZE, count):
            pieces.append(string[last:spans[0]])
            m = Match(self, string, spans, 0, end)
            if template is None:
                r = repl(m)
                if r:
                    pieces.append(r)
            else:
                pieces.append(_expand_template(template, m))
            last = spans[1]
            n += 1
        pieces.append(string[last:])
        return "".join(pieces), n

    def sub(self, repl, string, count=0):
        return self.subn(repl, string, count)[0]

    def scanner(self, string, pos=0, endpos=_MAXSIZE):
        raise NotImplementedError("Pattern.scanner")

    def __eq__(self, other):
        return isinstance(other, Pattern) and self.pattern == other.pattern and self.flags == other.flags

    def __hash__(self):
        return hash((self.pattern, self.flags))

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    def __repr__(self):
        text = repr(self.pattern)
        if len(text) > 200:
            text = text[:200]
        flags = self.flags & ~32
        if flags:
            return "re.compile(%s, %r)" % (text, RegexFlag(flags))
        return "re.compile(%s)" % text


_ESCAPES = {"a": "\a", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t", "v": "\v", "\\": "\\"}


def _parse_template(repl, pattern):
    """A replacement template as a list of strs and group indices."""
    if "\\" not in repl:
        return [repl]
    items = []
    lit = []
    i = 0
    n = len(repl)
    while i < n:
        c = repl[i]
        i += 1
        if c != "\\":
            lit.append(c)
            continue
        if i >= n:
            raise error("bad escape (end of pattern)", repl, i - 1)
        c = repl[i]
        i += 1
        if c == "g":
            if i >= n or repl[i] != "<":
                raise error("missing <", repl, i)
            close = repl.find(">", i + 1)
            if close < 0:
                raise error("missing >, unterminated name", repl, i + 1)
            name = repl[i + 1:close]
            if not name:
                raise error("missing group name", repl, i + 1)
            i = close + 1
            if name.isdigit():
                idx = int(name)
                if idx > pattern.groups:
                    raise error("invalid group reference %d" % idx, repl, i - len(name) - 1)
            else:
                if name not in pattern.groupindex:
                    raise IndexError("unknown group name '%s'" % name)
                idx = pattern.groupindex[name]
            items.append("".join(lit))
            lit = []
            items.append(idx)
        elif c.isdigit() and c in "0123456789":
            if c == "0" or (i < n and repl[i] in "01234567" and i + 1 < n and repl[i + 1] in "01234567" and c in "01234567"):
                digits = c
                while len(digits) < 3 and i < n and repl[i] in "01234567":
                    digits += repl[i]
                    i += 1
                lit.append(chr(int(digits, 8)))
                continue
            digits = c
            if i < n and repl[i] in "0123456789":
                digits += repl[i]
                i += 1
            idx = int(digits)
            if idx > pattern.groups:
                raise error("invalid group reference %d" % idx, repl, i - len(digits))
            items.append("".join(lit))
            lit = []
            items.append(idx)
        elif c in _ESCAPES:
            lit.append(_ESCAPES[c])
        elif c.isascii() and c.isalpha():
            raise error("bad escape \\%s" % c, repl, i - 2)
        else:
            lit.append("\\" + c)
    items.append("".join(lit))
    return items


def _expand_template(template, m):
    out = []
    for item in template:
        if isinstance(item, int):
            t = m.group(item)
            if t:
                out.append(t)
        elif item:
            out.append(item)
    return "".join(out)


_cache = {}
_MAXCACHE = 512


def _compile(pattern, flags):
    if isinstance(flags, RegexFlag):
        flags = flags._value_
    if isinstance(pattern, Pattern):
        if flags:
            raise ValueError("cannot process flags argument with a compiled pattern")
        return pattern
    key = (type(pattern), pattern, flags)
    p = _cache.get(key)
    if p is None:
        if not isinstance(pattern, str):
            raise TypeError("first argument must be string or compiled pattern")
        p = Pattern(pattern, flags)
        if len(_cache) >= _MAXCACHE:
            _cache.clear()
        _cache[key] = p
    return p


def compile(pattern, flags=0):
    return _compile(pattern, flags)

def match(pattern, string, flags=0):
    return _compile(pattern, flags).match(string)

def fullmatch(pattern, string, flags=0):
    return _compile(pattern, flags).fullmatch(string)

def search(pattern, string, flags=0):
    return _compile(pattern, flags).search(string)

def sub(pattern, repl, string, count=0, flags=0):
    return _compile(pattern, flags).sub(repl, string, count)

def subn(pattern, repl, string, count=0, flags=0):
    return _compile(pattern, flags).subn(repl, string, count)

def split(pattern, string, maxsplit=0, flags=0):
    return _compile(pattern, flags).split(string, maxsplit)

def findall(pattern, string, flags=0):
    return _compile(pattern, flags).findall(string)

def finditer(pattern, string, flags=0):
    return _compile(pattern, flags).finditer(string)

def purge():
    _cache.clear()

def template(pattern, flags=0):
    return _compile(pattern, flags)

_special_chars_map = {i: "\\" + chr(i) for i in b"()[]{}?*+-|^$\\.&~# \t\n\r\v\f"}

def escape(pattern):
    if isinstance(pattern, str):
        return pattern.translate(_special_chars_map)
    raise TypeError("escape() argument must be str")
)PY";

extern const char* kFnmatchSource;
const char* kFnmatchSource = R"PY(
import re
import os

__all__ = ["filter", "fnmatch", "fnmatchcase", "translate"]


def translate(pat):
    i, n = 0, len(pat)
    res = []
    while i < n:
        c = pat[i]
        i += 1
        if c == "*":
            if not res or res[-1] != ".*":
                res.append(".*")
        elif c == "?":
            res.append(".")
        elif c == "[":
            j = i
            if j < n and pat[j] == "!":
                j += 1
            if j < n and pat[j] == "]":
                j += 1
            while j < n and pat[j] != "]":
                j += 1
            if j >= n:
                res.append("\\[")
            else:
                stuff = pat[i:j].replace("\\", "\\\\")
                i = j + 1
                if stuff.startswith("!"):
                    stuff = "^" + stuff[1:]
                elif stuff.startswith("^"):
                    stuff = "\\" + stuff
                res.append("[" + stuff + "]")
        else:
            res.append(re.escape(c))
    return "(?s:" + "".join(res) + ")\\Z"


def fnmatchcase(name, pat):
    return re.match(translate(pat), name) is not None


def fnmatch(name, pat):
    return fnmatchcase(os.path.normcase(name) if hasattr(os.path, "normcase") else name, pat)


def filter(names, pat):
    return [n for n in names if fnmatchcase(n, pat)]
)PY";

}  // namespace ts::py
