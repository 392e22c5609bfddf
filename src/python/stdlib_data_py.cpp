// ===--- stdlib_data_py.cpp - json, statistics, pprint --------------------=== //
// Data formatting modules as Python source for this evaluator, producing
// CPython 3.11's text: json's separators, escapes and decode errors;
// pprint's line breaking at width 80; statistics' exact integer results.

namespace ts::py {

const char* kJsonSource = R"PY(
import math


class JSONDecodeError(ValueError):
    def __init__(self, msg, doc, pos):
        lineno = doc.count("\n", 0, pos) + 1
        colno = pos - doc.rfind("\n", 0, pos)
        ValueError.__init__(self, "%s: line %d column %d (char %d)" % (msg, lineno, colno, pos))
        self.msg = msg
        self.doc = doc
        self.pos = pos
        self.lineno = lineno
        self.colno = colno


_ESCAPES = {'"': '\\"', "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t", "\b": "\\b", "\f": "\\f"}


def _encode_str(s, ensure_ascii):
    out = ['"']
    for ch in s:
        e = _ESCAPES.get(ch)
        if e is not None:
            out.append(e)
            continue
        o = ord(ch)
        if o < 0x20 or (ensure_ascii and o > 0x7E):
            if o > 0xFFFF:
                o -= 0x10000
                out.append("\\u%04x\\u%04x" % (0xD800 | (o >> 10), 0xDC00 | (o & 0x3FF)))
            else:
                out.append("\\u%04x" % o)
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)


def _float_str(f, allow_nan):
    if f != f:
        text = "NaN"
    elif f == math.inf:
        text = "Infinity"
    elif f == -math.inf:
        text = "-Infinity"
    else:
        return repr(f)
    if not allow_nan:
        raise ValueError("Out of range float values are not JSON compliant")
    return text


class JSONEncoder:
    def __init__(self, *, skipkeys=False, ensure_ascii=True, check_circular=True, allow_nan=True,
                 sort_keys=False, indent=None, separators=None, default=None):
        self.skipkeys = skipkeys
        self.ensure_ascii = ensure_ascii
        self.allow_nan = allow_nan
        self.sort_keys = sort_keys
        if indent is not None and not isinstance(indent, str):
            indent = " " * indent
        self.indent = indent
        if separators is not None:
            self.item_separator, self.key_separator = separators
        elif indent is not None:
            self.item_separator, self.key_separator = ",", ": "
        else:
            self.item_separator, self.key_separator = ", ", ": "
        if default is not None:
            self.default = default

    def default(self, o):
        raise TypeError(f"Object of type {o.__class__.__name__} is not JSON serializable")

    def encode(self, o):
        out = []
        self._enc(o, out, 0)
        return "".join(out)

    def _newline(self, out, level):
        if self.indent is not None:
            out.append("\n" + self.indent * level)

    def _key(self, k):
        if isinstance(k, str):
            return k
        if k is True:
            return "true"
        if k is False:
            return "false"
        if k is None:
            return "null"
        if isinstance(k, float):
            return _float_str(k, self.allow_nan)
        if isinstance(k, int):
            return int.__repr__(k)
        if self.skipkeys:
            return None
        raise TypeError(f"keys must be str, int, float, bool or None, not {k.__class__.__name__}")

    def _enc(self, o, out, level):
        if isinstance(o, str):
            out.append(_encode_str(o, self.ensure_ascii))
        elif o is None:
            out.append("null")
        elif o is True:
            out.append("true")
        elif o is False:
            out.append("false")
        elif isinstance(o, int):
            out.append(int.__repr__(o))
        elif isinstance(o, float):
            out.append(_float_str(o, self.allow_nan))
        elif isinstance(o, (list, tuple)):
            if not o:
                out.append("[]")
                return
            out.append("[")
            for i, v in enumerate(o):
                if i:
                    out.append(self.item_separator)
                self._newline(out, level + 1)
                self._enc(v, out, level + 1)
            self._newline(out, level)
            out.append("]")
        elif isinstance(o, dict):
            if not o:
                out.append("{}")
                return
            out.append("{")
            items = sorted(o.items()) if self.sort_keys else o.items()
            first = True
            for k, v in items:
                key = self._key(k)
                if key is None:
                    continue
                if not first:
                    out.append(self.item_separator)
                first = False
                self._newline(out, level + 1)
                out.append(_encode_str(key, self.ensure_ascii))
                out.append(self.key_separator)
                self._enc(v, out, level + 1)
            self._newline(out, level)
            out.append("}")
        else:
            self._enc(self.default(o), out, level)


def dumps(obj, *, skipkeys=False, ensure_ascii=True, check_circular=True, allow_nan=True, cls=None,
          indent=None, separators=None, default=None, sort_keys=False, **kw):
    enc = (cls or JSONEncoder)(skipkeys=skipkeys, ensure_ascii=ensure_ascii, check_circular=check_circular,
                               allow_nan=allow_nan, indent=indent, separators=separators, default=default,
                               sort_keys=sort_keys, **kw)
    return enc.encode(obj)


def dump(obj, fp, **kw):
    fp.write(dumps(obj, **kw))


_WS = " \t\n\r"
_CONSTANTS = {"NaN": math.nan, "Infinity": math.inf, "-Infinity": -math.inf}


class _Decoder:
    def __init__(self, s, object_hook, object_pairs_hook):
        self.s = s
        self.object_hook = object_hook
        self.object_pairs_hook = object_pairs_hook

    def ws(self, i):
        s = self.s
        while i < len(s) and s[i] in _WS:
            i += 1
        return i

    def value(self, i):
        s = self.s
        c = s[i:i + 1]
        if c == '"':
            return self.string(i + 1)
        if c == "{":
            return self.object(i + 1)
        if c == "[":
            return self.array(i + 1)
        for word, val in (("null", None), ("true", True), ("false", False)):
            if s.startswith(word, i):
                return val, i + len(word)
        for word, val in _CONSTANTS.items():
            if s.startswith(word, i):
                return val, i + len(word)
        return self.number(i)

    def number(self, i):
        s = self.s
        j = i
        if s[j:j + 1] == "-":
            j += 1
        if s[j:j + 1] == "0":
            j += 1
        elif s[j:j + 1].isdigit() and s[j:j + 1] != "0":
            while j < len(s) and "0" <= s[j] <= "9":
                j += 1
        else:
            raise JSONDecodeError("Expecting value", s, i)
        is_float = False
        if s[j:j + 1] == "." and s[j + 1:j + 2].isdigit():
            is_float = True
            j += 1
            while j < len(s) and "0" <= s[j] <= "9":
                j += 1
        if s[j:j + 1] in ("e", "E"):
            k = j + 1
            if s[k:k + 1] in ("+", "-"):
                k += 1
            if s[k:k + 1].isdigit():
                is_float = True
                j = k
                while j < len(s) and "0" <= s[j] <= "9":
                    j += 1
        text = s[i:j]
        return (float(text) if is_float else int(text)), j

    def string(self, i):
        s = self.s
        start = i - 1
        out = []
        while True:
            if i >= len(s):
                raise JSONDecodeError("Unterminated string starting at", s, start)
            c = s[i]
            if c == '"':
                return "".join(out), i + 1
            if c == "\\":
                esc = s[i + 1:i + 2]
                if esc == "u":
                    code = self.hex4(i + 2)
                    i += 6
                    if 0xD800 <= code <= 0xDBFF and s[i:i + 2] == "\\u":
                        low = self.hex4(i + 2)
                        if 0xDC00 <= low <= 0xDFFF:
                            code = 0x10000 + (((code - 0xD800) << 10) | (low - 0xDC00))
                            i += 6
                    out.append(chr(code))
                    continue
                mapped = {'"': '"', "\\": "\\", "/": "/", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t"}.get(esc)
                if mapped is None:
                    if not esc:
                        raise JSONDecodeError("Unterminated string starting at", s, start)
                    raise JSONDecodeError("Invalid \\escape", s, i)
                out.append(mapped)
                i += 2
                continue
            if ord(c) < 0x20:
                raise JSONDecodeError("Invalid control character at", s, i)
            out.append(c)
            i += 1

    def hex4(self, i):
        h = self.s[i:i + 4]
        if len(h) != 4 or any(ch not in "0123456789abcdefABCDEF" for ch in h):
            raise JSONDecodeError("Invalid \\uXXXX escape", self.s, i - 1)
        return int(h, 16)

    def object(self, i):
        s = self.s
        pairs = []
        i = self.ws(i)
        if s[i:i + 1] == "}":
            return self.finish_object(pairs), i + 1
        while True:
            if s[i:i + 1] != '"':
                raise JSONDecodeError("Expecting property name enclosed in double quotes", s, i)
            key, i = self.string(i + 1)
            i = self.ws(i)
            if s[i:i + 1] != ":":
                raise JSONDecodeError("Expecting ':' delimiter", s, i)
            i = self.ws(i + 1)
            try:
                val, i = self.value(i)
            except IndexError:
                raise JSONDecodeError("Expecting value", s, i) from None
            pairs.append((key, val))
            i = self.ws(i)
            c = s[i:i + 1]
            if c == "}":
                return self.finish_object(pairs), i + 1
            if c != ",":
                raise JSONDecodeError("Expecting ',' delimiter", s, i)
            i = self.ws(i + 1)

    def finish_object(self, pairs):
        if self.object_pairs_hook is not None:
            return self.object_pairs_hook(pairs)
        d = dict(pairs)
        return self.object_hook(d) if self.object_hook is not None else d

    def array(self, i):
        s = self.s
        items = []
        i = self.ws(i)
        if s[i:i + 1] == "]":
            return items, i + 1
        while True:
            val, i = self.value(i)
            items.append(val)
            i = self.ws(i)
            c = s[i:i + 1]
            if c == "]":
                return items, i + 1
            if c != ",":
                raise JSONDecodeError("Expecting ',' delimiter", s, i)
            i = self.ws(i + 1)


def loads(s, *, cls=None, object_hook=None, parse_float=None, parse_int=None, parse_constant=None,
          object_pairs_hook=None, **kw):
    if isinstance(s, bytes):
        s = s.decode("utf-8")
    if not isinstance(s, str):
        raise TypeError(f"the JSON object must be str, bytes or bytearray, not {s.__class__.__name__}")
    d = _Decoder(s, object_hook, object_pairs_hook)
    i = d.ws(0)
    if i >= len(s):
        raise JSONDecodeError("Expecting value", s, i)
    val, end = d.value(i)
    end = d.ws(end)
    if end != len(s):
        raise JSONDecodeError("Extra data", s, end)
    return val


def load(fp, **kw):
    return loads(fp.read(), **kw)
)PY";

const char* kStatisticsSource = R"PY(
import math
from collections import Counter, namedtuple
from fractions import Fraction


class StatisticsError(ValueError):
    pass


# Note [Exact statistics]: as CPython 3.11, sums are exact (each value as an
# integer ratio, summed per denominator, then as Fractions) and converted to
# the data's type once at the end, so means and variances are correctly
# rounded and print the same digits.
def _exact_ratio(x):
    try:
        return x.as_integer_ratio()
    except AttributeError:
        pass
    except (OverflowError, ValueError):
        return (x, None)
    try:
        return (x.numerator, x.denominator)
    except AttributeError:
        raise TypeError("can't convert type '%s' to numerator/denominator" % type(x).__name__)


def _coerce(T, S):
    if T is S:
        return T
    if S is int or S is bool:
        return T
    if T is int:
        return S
    if issubclass(S, T):
        return S
    if issubclass(T, S):
        return T
    if issubclass(T, int):
        return S
    if issubclass(S, int):
        return T
    if issubclass(T, Fraction) and issubclass(S, float):
        return S
    if issubclass(T, float) and issubclass(S, Fraction):
        return T
    raise TypeError("can't convert type '%s' to '%s'" % (T.__name__, S.__name__))


def _sum(data):
    """(type, exact total, count)."""
    count = 0
    T = int
    partials = {}
    for x in data:
        T = _coerce(T, type(x))
        n, d = _exact_ratio(x)
        count += 1
        partials[d] = partials.get(d, 0) + n
    if None in partials:
        total = partials[None]
    else:
        total = sum(Fraction(n, d) for d, n in partials.items())
    return T, total, count


def _ss(data, c=None):
    """(type, exact sum of squared deviations, mean, count)."""
    if c is not None:
        T, ssd, count = _sum((x - c) * (x - c) for x in data)
        return T, ssd, c, count
    count = 0
    T = int
    sx, sxx = {}, {}
    for x in data:
        T = _coerce(T, type(x))
        n, d = _exact_ratio(x)
        count += 1
        sx[d] = sx.get(d, 0) + n
        sxx[d] = sxx.get(d, 0) + n * n
    if not count:
        ssd = c = Fraction(0)
    elif None in sx:
        ssd = c = sx[None]
    else:
        total = sum(Fraction(n, d) for d, n in sx.items())
        squares = sum(Fraction(n, d * d) for d, n in sxx.items())
        ssd = (count * squares - total * total) / count
        c = total / count
    return T, ssd, c, count


def _convert(value, T):
    if type(value) is T:
        return value
    if issubclass(T, int) and value.denominator != 1:
        T = float
    try:
        return T(value)
    except TypeError:
        if T.__name__ == "Decimal":
            return T(value.numerator) / T(value.denominator)
        raise


def _float_sqrt_of_frac(n, m):
    # sqrt(n/m) correctly rounded, from an integer square root with
    # round-to-odd (CPython's _float_sqrt_of_frac).
    q = (n.bit_length() - m.bit_length() - 109) // 2
    if q >= 0:
        a = math.isqrt(n // (m << 2 * q))
        numerator = (a | (a * a * (m << 2 * q) != n)) << q
        denominator = 1
    else:
        a = math.isqrt((n << -2 * q) // m)
        numerator = a | (a * a * m != (n << -2 * q))
        denominator = 1 << -q
    return numerator / denominator


def mean(data):
    T, total, n = _sum(data)
    if n < 1:
        raise StatisticsError("mean requires at least one data point")
    return _convert(total / n, T)


def fmean(data, weights=None):
    data = list(data)
    if weights is None:
        if not data:
            raise StatisticsError("fmean requires at least one data point")
        return math.fsum(data) / len(data)
    weights = list(weights)
    if len(weights) != len(data):
        raise StatisticsError("data and weights must be the same length")
    num = math.fsum(x * w for x, w in zip(data, weights))
    den = math.fsum(weights)
    if not den:
        raise StatisticsError("sum of weights must be non-zero")
    return num / den


def geometric_mean(data):
    try:
        return math.exp(fmean(map(math.log, data)))
    except ValueError:
        raise StatisticsError("geometric mean requires a non-empty dataset containing positive numbers") from None


def harmonic_mean(data, weights=None):
    data = list(data)
    errmsg = "harmonic mean does not support negative values"
    n = len(data)
    if n < 1:
        raise StatisticsError("harmonic_mean requires at least one data point")
    if n == 1 and weights is None:
        if data[0] < 0:
            raise StatisticsError(errmsg)
        return data[0]
    if weights is None:
        weights = [1] * n
        sum_weights = n
    else:
        weights = list(weights)
        if len(weights) != n:
            raise StatisticsError("Number of weights does not match data size")
        if any(w < 0 for w in weights):
            raise StatisticsError(errmsg)
        _, sum_weights, _ = _sum(weights)
    if any(x < 0 for x in data):
        raise StatisticsError(errmsg)
    try:
        T, total, count = _sum(w / x if w else 0 for w, x in zip(weights, data))
    except ZeroDivisionError:
        return 0
    if total <= 0:
        raise StatisticsError("Weighted sum must be positive")
    return _convert(sum_weights / total, T)


def median(data):
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError("no median for empty data")
    if n % 2 == 1:
        return data[n // 2]
    i = n // 2
    return (data[i - 1] + data[i]) / 2


def median_low(data):
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError("no median for empty data")
    return data[n // 2] if n % 2 == 1 else data[n // 2 - 1]


def median_high(data):
    data = sorted(data)
    if not data:
        raise StatisticsError("no median for empty data")
    return data[len(data) // 2]


def median_grouped(data, interval=1):
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError("no median for empty data")
    if n == 1:
        return data[0]
    x = data[n // 2]
    L = x - interval / 2
    import bisect
    l1 = bisect.bisect_left(data, x)
    l2 = bisect.bisect_right(data, x, lo=l1)
    cf = l1
    f = l2 - l1
    return L + interval * (n / 2 - cf) / f


def mode(data):
    pairs = Counter(iter(data)).most_common(1)
    if not pairs:
        raise StatisticsError("no mode for empty data")
    return pairs[0][0]


def multimode(data):
    counts = Counter(iter(data))
    if not counts:
        return []
    top = max(counts.values())
    return [v for v, c in counts.items() if c == top]


def quantiles(data, *, n=4, method="exclusive"):
    if n < 1:
        raise StatisticsError("n must be at least 1")
    data = sorted(data)
    ld = len(data)
    if ld < 2:
        raise StatisticsError("must have at least two data points")
    if method == "inclusive":
        m = ld - 1
        result = []
        for i in range(1, n):
            j, delta = divmod(i * m, n)
            result.append((data[j] * (n - delta) + data[j + 1] * delta) / n)
        return result
    if method == "exclusive":
        m = ld + 1
        result = []
        for i in range(1, n):
            j = i * m // n
            j = 1 if j < 1 else ld - 1 if j > ld - 1 else j
            delta = i * m - j * n
            result.append((data[j - 1] * (n - delta) + data[j] * delta) / n)
        return result
    raise ValueError("Unknown method: %r" % (method,))


def variance(data, xbar=None):
    T, ss, c, n = _ss(data, xbar)
    if n < 2:
        raise StatisticsError("variance requires at least two data points")
    return _convert(ss / (n - 1), T)


def pvariance(data, mu=None):
    T, ss, c, n = _ss(data, mu)
    if n < 1:
        raise StatisticsError("pvariance requires at least one data point")
    return _convert(ss / n, T)


def _sqrt_of(mss, T):
    if T.__name__ == "Decimal":
        return (T(mss.numerator) / T(mss.denominator)).sqrt()
    return _float_sqrt_of_frac(mss.numerator, mss.denominator)


def stdev(data, xbar=None):
    T, ss, c, n = _ss(data, xbar)
    if n < 2:
        raise StatisticsError("stdev requires at least two data points")
    return _sqrt_of(ss / (n - 1), T)


def pstdev(data, mu=None):
    T, ss, c, n = _ss(data, mu)
    if n < 1:
        raise StatisticsError("pstdev requires at least one data point")
    return _sqrt_of(ss / n, T)


def covariance(x, y):
    n = len(x)
    if len(y) != n:
        raise StatisticsError("covariance requires that both inputs have same number of data points")
    if n < 2:
        raise StatisticsError("covariance requires at least two data points")
    xbar = math.fsum(x) / n
    ybar = math.fsum(y) / n
    return math.fsum((xi - xbar) * (yi - ybar) for xi, yi in zip(x, y)) / (n - 1)


def correlation(x, y):
    n = len(x)
    if len(y) != n:
        raise StatisticsError("correlation requires that both inputs have same number of data points")
    if n < 2:
        raise StatisticsError("correlation requires at least two data points")
    xbar = math.fsum(x) / n
    ybar = math.fsum(y) / n
    sxy = math.fsum((xi - xbar) * (yi - ybar) for xi, yi in zip(x, y))
    sxx = math.fsum((xi - xbar) * (xi - xbar) for xi in x)
    syy = math.fsum((yi - ybar) * (yi - ybar) for yi in y)
    try:
        return sxy / math.sqrt(sxx * syy)
    except ZeroDivisionError:
        raise StatisticsError("at least one of the inputs is constant")


LinearRegression = namedtuple("LinearRegression", ("slope", "intercept"))


def linear_regression(x, y, *, proportional=False):
    n = len(x)
    if len(y) != n:
        raise StatisticsError("linear regression requires that both inputs have same number of data points")
    if n < 2:
        raise StatisticsError("linear regression requires at least two data points")
    if proportional:
        sxy = math.fsum(xi * yi for xi, yi in zip(x, y))
        sxx = math.fsum(xi * xi for xi in x)
    else:
        xbar = math.fsum(x) / n
        ybar = math.fsum(y) / n
        sxy = math.fsum((xi - xbar) * (yi - ybar) for xi, yi in zip(x, y))
        sxx = math.fsum((xi - xbar) * (xi - xbar) for xi in x)
    try:
        slope = sxy / sxx
    except ZeroDivisionError:
        raise StatisticsError("x is constant")
    intercept = 0.0 if proportional else ybar - slope * xbar
    return LinearRegression(slope=slope, intercept=intercept)
)PY";

const char* kPprintSource = R"PY(
import sys


def _safe_key(k):
    return (str(type(k)), k) if False else k


def _srepr(obj, sort_dicts):
    if isinstance(obj, dict) and type(obj).__repr__ is dict.__repr__:
        if not obj:
            return "{}"
        items = obj.items()
        if sort_dicts:
            try:
                items = sorted(items)
            except TypeError:
                items = sorted(items, key=lambda kv: repr(kv[0]))
        return "{" + ", ".join(_srepr(k, sort_dicts) + ": " + _srepr(v, sort_dicts) for k, v in items) + "}"
    if isinstance(obj, list) and type(obj).__repr__ is list.__repr__:
        return "[" + ", ".join(_srepr(v, sort_dicts) for v in obj) + "]"
    if isinstance(obj, tuple) and type(obj).__repr__ is tuple.__repr__:
        if len(obj) == 1:
            return "(" + _srepr(obj[0], sort_dicts) + ",)"
        return "(" + ", ".join(_srepr(v, sort_dicts) for v in obj) + ")"
    return repr(obj)


class PrettyPrinter:
    def __init__(self, indent=1, width=80, depth=None, stream=None, *, compact=False, sort_dicts=True,
                 underscore_numbers=False):
        self._indent_per_level = indent
        self._width = width
        self._stream = stream
        self._compact = compact
        self._sort_dicts = sort_dicts

    def pformat(self, obj):
        out = []
        self._format(obj, out, 0, 0)
        return "".join(out)

    def pprint(self, obj):
        text = self.pformat(obj) + "\n"
        if self._stream is not None:
            self._stream.write(text)
        else:
            print(text, end="")

    def _format(self, obj, out, indent, allowance):
        rep = _srepr(obj, self._sort_dicts)
        if len(rep) > self._width - indent - allowance:
            if isinstance(obj, dict) and type(obj).__repr__ is dict.__repr__:
                return self._dict(obj, out, indent, allowance)
            if isinstance(obj, list) and type(obj).__repr__ is list.__repr__:
                out.append("[")
                self._items(obj, out, indent, allowance + 1)
                out.append("]")
                return
            if isinstance(obj, tuple) and type(obj).__repr__ is tuple.__repr__:
                out.append("(")
                end = ",)" if len(obj) == 1 else ")"
                self._items(obj, out, indent, allowance + len(end))
                out.append(end)
                return
        out.append(rep)

    def _dict(self, obj, out, indent, allowance):
        out.append("{")
        if self._indent_per_level > 1:
            out.append((self._indent_per_level - 1) * " ")
        items = list(obj.items())
        if self._sort_dicts:
            try:
                items = sorted(items)
            except TypeError:
                items = sorted(items, key=lambda kv: repr(kv[0]))
        indent += self._indent_per_level
        delimnl = ",\n" + " " * indent
        for i, (key, ent) in enumerate(items):
            last = i == len(items) - 1
            rep = _srepr(key, self._sort_dicts)
            out.append(rep)
            out.append(": ")
            self._format(ent, out, indent + len(rep) + 2, allowance + 1 if last else 1)
            if not last:
                out.append(delimnl)
        out.append("}")

    def _items(self, items, out, indent, allowance):
        indent += self._indent_per_level
        if self._indent_per_level > 1:
            out.append((self._indent_per_level - 1) * " ")
        delimnl = ",\n" + " " * indent
        delim = ""
        width = max_width = self._width - indent + 1
        items = list(items)
        for i, ent in enumerate(items):
            last = i == len(items) - 1
            if last:
                max_width -= allowance
                width -= allowance
            if self._compact:
                rep = _srepr(ent, self._sort_dicts)
                w = len(rep) + 2
                if width < w:
                    width = max_width
                    if delim:
                        delim = delimnl
                if width >= w:
                    width -= w
                    out.append(delim)
                    delim = ", "
                    out.append(rep)
                    continue
            out.append(delim)
            delim = delimnl
            self._format(ent, out, indent, allowance if last else 1)


def pformat(obj, indent=1, width=80, depth=None, *, compact=False, sort_dicts=True, underscore_numbers=False):
    return PrettyPrinter(indent=indent, width=width, compact=compact, sort_dicts=sort_dicts).pformat(obj)


def pprint(obj, stream=None, indent=1, width=80, depth=None, *, compact=False, sort_dicts=True,
           underscore_numbers=False):
    PrettyPrinter(indent=indent, width=width, stream=stream, compact=compact, sort_dicts=sort_dicts).pprint(obj)


def pp(obj, *args, sort_dicts=False, **kwargs):
    pprint(obj, *args, sort_dicts=sort_dicts, **kwargs)
)PY";

}  // namespace ts::py
