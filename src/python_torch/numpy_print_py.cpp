// ===--- numpy_print_py.cpp - numpy's array printing ---------------------=== //
// numpy 1.24's arrayprint: repr/str of arrays (FloatingFormat in 'maxprec'
// mode: shortest digits cut at `precision`, one width for all elements,
// scientific when the values span more than 1e3 or reach 1e8 or go below
// 1e-4 unless suppress; right-aligned ints; " True"/"False"), line wrapping
// at 75 columns with numpy's hanging indent, summarization past 1000
// elements, and set_printoptions. Dragon4's shortest digits come from
// `_numpy_native.shortest`, which knows float32's own shortest digits.

namespace ts::py {

extern const char* kNumpyPrintSource;
const char* kNumpyPrintSource = R"PY(
_format_options = {"precision": 8, "threshold": 1000, "edgeitems": 3, "linewidth": 75, "suppress": False,
                   "nanstr": "nan", "infstr": "inf", "sign": "-", "floatmode": "maxprec", "formatter": None,
                   "legacy": False}


def set_printoptions(precision=None, threshold=None, edgeitems=None, linewidth=None, suppress=None,
                     nanstr=None, infstr=None, formatter=None, sign=None, floatmode=None, *, legacy=None):
    opts = {"precision": precision, "threshold": threshold, "edgeitems": edgeitems, "linewidth": linewidth,
            "suppress": suppress, "nanstr": nanstr, "infstr": infstr, "sign": sign, "floatmode": floatmode}
    for k, v in opts.items():
        if v is not None:
            _format_options[k] = v
    _format_options["formatter"] = formatter
    if threshold is not None and threshold == inf:
        _format_options["threshold"] = 1 << 62


def get_printoptions():
    return dict(_format_options)


class printoptions:
    def __init__(self, *args, **kwargs):
        self._args, self._kwargs = args, kwargs

    def __enter__(self):
        self._saved = get_printoptions()
        set_printoptions(*self._args, **self._kwargs)
        return get_printoptions()

    def __exit__(self, *exc):
        _format_options.clear()
        _format_options.update(self._saved)


def _shortest_digits(x, f32):
    # (significant digits, decimal exponent of the first, negative)
    neg = x < 0 or (x == 0 and _math.copysign(1.0, x) < 0)
    if x == 0:
        return "0", 0, neg
    s = _nat.shortest(_b.abs(x), f32)
    mant, _, ex = s.partition("e")
    digits = mant.replace(".", "").rstrip("0") or "0"
    return digits, int(ex), neg


def _digits_of_fixed(s):
    # digits/exponent of a '%f' string (no sign)
    ip, _, fp = s.partition(".")
    allds = (ip + fp).lstrip("0")
    if not allds.rstrip("0"):
        return "0", 0
    exp = len(ip) - 1 - (len(ip + fp) - len(allds))
    return allds.rstrip("0"), exp


def _positional(digits, exp, min_digits, trim_dot, pad_right=None):
    # int.frac of digits * 10**exp (first digit's exponent), as Dragon4 lays it out
    if digits == "0":
        ip, fp = "0", ""
    elif exp >= 0:
        ip = (digits[:exp + 1]).ljust(exp + 1, "0")
        fp = digits[exp + 1:]
    else:
        ip = "0"
        fp = "0" * (-exp - 1) + digits
    if min_digits and len(fp) < min_digits:
        fp = fp + "0" * (min_digits - len(fp))
    if not fp and not trim_dot:
        fp = "0"
    s = ip + "." + fp
    if pad_right is not None:
        s = s + " " * (pad_right - len(fp))
    return s


def _scientific(digits, exp, min_digits, keep_dot, exp_digits):
    fp = digits[1:]
    if min_digits and len(fp) < min_digits:
        fp = fp + "0" * (min_digits - len(fp))
    m = digits[0] + ("." + fp if fp else ("." if keep_dot else ""))
    es = repr(_b.abs(exp)).rjust(exp_digits, "0")
    return m + "e" + ("-" if exp < 0 else "+") + es


def _dragon4_positional(x, f32, precision, min_digits=0, trim=".", sign=False, pad_left=None, pad_right=None):
    digits, exp, neg = _shortest_digits(x, f32)
    if precision is not None and len(digits) - 1 - exp > precision:
        digits, exp = _digits_of_fixed(("%." + repr(precision) + "f") % _b.abs(x))
    body = _positional(digits, exp, min_digits, trim == ".", None)
    if trim == "-" and body.endswith("."):
        body = body[:-1]
    ip, _, fp = body.partition(".")
    sgn = "-" if neg else ("+" if sign else "")
    ip = sgn + ip
    if pad_left is not None:
        ip = ip.rjust(pad_left)
    out = ip + ("." if "." in body else "") + fp
    if pad_right is not None:
        out = out + " " * (pad_right - len(fp))
    return out


def _dragon4_scientific(x, f32, precision, min_digits=0, trim=".", sign=False, pad_left=None, exp_digits=2):
    digits, exp, neg = _shortest_digits(x, f32)
    if precision is not None and len(digits) - 1 > precision:
        s = ("%." + repr(precision) + "e") % _b.abs(x)
        mant, _, ex = s.partition("e")
        digits = mant.replace(".", "").rstrip("0") or "0"
        exp = int(ex)
    body = _scientific(digits, exp, min_digits, trim != "-", exp_digits)
    ip, dot, rest = body.partition(".")
    sgn = "-" if neg else ("+" if sign else "")
    ip = sgn + ip
    if pad_left is not None:
        ip = ip.rjust(pad_left)
    return ip + dot + rest


class _FloatingFormat:
    def __init__(self, data, f32, opts):
        self.f32 = f32
        self.floatmode = opts["floatmode"]
        self.precision = None if self.floatmode == "unique" else opts["precision"]
        self.suppress = opts["suppress"]
        self.sign = opts["sign"]
        self.opts = opts
        self.exp_format = False
        self._fill(data)

    def _fill(self, data):
        finite = [x for x in data if x == x and x not in (inf, -inf)]
        nz = [_b.abs(x) for x in finite if x != 0]
        if nz:
            mx, mn = _b.max(nz), _b.min(nz)
            if mx >= 1.e8 or (not self.suppress and (mn < 0.0001 or mx / mn > 1000.)):
                self.exp_format = True
        if not finite:
            self.pad_left, self.pad_right, self.trim, self.exp_size, self.unique, self.min_digits = 0, 0, ".", -1, True, None
        elif self.exp_format:
            unique = self.floatmode != "fixed"
            trim = "." if unique else "k"
            strs = [_dragon4_scientific(x, self.f32, self.precision, 0 if unique else self.precision, trim,
                                        self.sign == "+") for x in finite]
            parts = [s.partition("e") for s in strs]
            self.exp_size = _b.max(len(p[2]) for p in parts) - 1
            self.trim = "k"
            self.precision = _b.max(len(p[0].split(".")[1]) for p in parts)
            self.min_digits = self.precision
            self.unique = unique
            self.pad_left = _b.max(len(p[0].split(".")[0]) for p in parts)
            self.pad_right = self.exp_size + 2 + self.precision
        else:
            unique = self.floatmode != "fixed"
            trim = "." if unique else "k"
            strs = [_dragon4_positional(x, self.f32, self.precision, 0 if unique else self.precision, trim,
                                        self.sign == "+") for x in finite]
            ips = [s.split(".")[0] for s in strs]
            fps = [s.split(".")[1] for s in strs]
            self.pad_left = _b.max(len(s) for s in ips)
            self.pad_right = _b.max(len(s) for s in fps)
            self.exp_size = -1
            self.unique = unique
            if self.floatmode in ("fixed", "maxprec_equal"):
                self.precision = self.min_digits = self.pad_right
                self.trim = "k"
            else:
                self.trim = "."
                self.min_digits = 0
        if self.sign == " " and not _b.any(x < 0 for x in finite):
            self.pad_left += 1
        if len(finite) != len(data):
            neginf = self.sign != "-" or _b.any(x == -inf for x in data)
            offset = self.pad_right + 1
            self.pad_left = _b.max(self.pad_left, len(self.opts["nanstr"]) - offset,
                                   len(self.opts["infstr"]) + neginf - offset)

    def __call__(self, x):
        if x != x or x in (inf, -inf):
            if x != x:
                ret = ("+" if self.sign == "+" else "") + self.opts["nanstr"]
            else:
                ret = ("-" if x < 0 else "+" if self.sign == "+" else "") + self.opts["infstr"]
            return " " * (self.pad_left + self.pad_right + 1 - len(ret)) + ret
        if self.exp_format:
            return _dragon4_scientific(x, self.f32, self.precision, self.min_digits, self.trim, self.sign == "+",
                                       self.pad_left, self.exp_size)
        return _dragon4_positional(x, self.f32, self.precision, self.min_digits, self.trim, self.sign == "+",
                                   self.pad_left, self.pad_right)


def _format_function(a, data, opts):
    kind = a.dtype.kind
    if kind == "b":
        truestr = " True" if a.ndim != 0 else "True"
        return lambda x: truestr if x else "False"
    if kind in "iu":
        width = _b.max(len(repr(x)) for x in data) if data else 0
        if opts["sign"] == "+":
            return lambda x: ("+" if x >= 0 else "") + repr(x)
        return lambda x: repr(x).rjust(width)
    if kind == "f":
        return _FloatingFormat(data, a.dtype.name == "float32", opts)
    return lambda x: repr(x)


def _flatten(v, out):
    if isinstance(v, list):
        for x in v:
            _flatten(x, out)
    else:
        out.append(v)
    return out


def _leading_trailing(v, edge, ndim):
    if ndim == 0:
        return v
    if len(v) > 2 * edge:
        v = v[:edge] + v[-edge:]
    return [_leading_trailing(x, edge, ndim - 1) for x in v]


def _extend_line(s, line, word, line_width, next_line_prefix):
    needs_wrap = len(line) + len(word) > line_width
    if len(line) <= len(next_line_prefix):
        needs_wrap = False
    if needs_wrap:
        s += line.rstrip() + "\n"
        line = next_line_prefix
    line += word
    return s, line


def _extend_line_pretty(s, line, word, line_width, next_line_prefix):
    words = word.splitlines()
    if len(words) == 1:
        return _extend_line(s, line, word, line_width, next_line_prefix)
    max_word_length = _b.max(len(w) for w in words)
    if len(line) + max_word_length > line_width and len(line) > len(next_line_prefix):
        s += line.rstrip() + "\n"
        line = next_line_prefix + words[0]
        indent = next_line_prefix
    else:
        indent = len(line) * " "
        line += words[0]
    for w in words[1:]:
        s += line.rstrip() + "\n"
        line = indent + w
    suffix_length = max_word_length - len(words[-1])
    line += suffix_length * " "
    return s, line


def _format_array(v, ndim, fmt, line_width, next_line_prefix, separator, edge_items, summary_insert):
    def recurser(v, depth, hanging_indent, curr_width):
        axes_left = ndim - depth
        if axes_left == 0:
            return fmt(v)
        next_hanging_indent = hanging_indent + " "
        next_width = curr_width - len("]")
        a_len = len(v)
        show_summary = summary_insert and 2 * edge_items < a_len
        if show_summary:
            leading, trailing = edge_items, edge_items
        else:
            leading, trailing = 0, a_len
        s = ""
        if axes_left == 1:
            elem_width = curr_width - _b.max(len(separator.rstrip()), len("]"))
            line = hanging_indent
            for i in range(leading):
                word = recurser(v[i], depth + 1, next_hanging_indent, next_width)
                s, line = _extend_line_pretty(s, line, word, elem_width, hanging_indent)
                line += separator
            if show_summary:
                s, line = _extend_line(s, line, summary_insert, elem_width, hanging_indent)
                line += separator
            for i in range(trailing, 1, -1):
                word = recurser(v[-i], depth + 1, next_hanging_indent, next_width)
                s, line = _extend_line_pretty(s, line, word, elem_width, hanging_indent)
                line += separator
            word = recurser(v[-1], depth + 1, next_hanging_indent, next_width)
            s, line = _extend_line_pretty(s, line, word, elem_width, hanging_indent)
            s += line
        else:
            line_sep = separator.rstrip() + "\n" * (axes_left - 1)
            for i in range(leading):
                s += hanging_indent + recurser(v[i], depth + 1, next_hanging_indent, next_width) + line_sep
            if show_summary:
                s += hanging_indent + summary_insert + line_sep
            for i in range(trailing, 1, -1):
                s += hanging_indent + recurser(v[-i], depth + 1, next_hanging_indent, next_width) + line_sep
            s += hanging_indent + recurser(v[-1], depth + 1, next_hanging_indent, next_width)
        return "[" + s[len(hanging_indent):] + "]"
    return recurser(v, 0, next_line_prefix, line_width)


def _array_values(a, edge, summarize):
    # Nested lists of the elements (only the printed edges when summarizing:
    # a huge array is never turned into one list).
    t = a._t
    if summarize:
        for d in range(t.dim()):
            n = t.shape[d]
            if n > 2 * edge:
                t = _torch.cat([t.narrow(d, 0, edge), t.narrow(d, n - edge, edge)], d)
    return t.tolist()


def array2string(a, max_line_width=None, precision=None, suppress_small=None, separator=" ", prefix="",
                 formatter=None, threshold=None, edgeitems=None, sign=None, floatmode=None, suffix=""):
    opts = dict(_format_options)
    for k, v in (("linewidth", max_line_width), ("precision", precision), ("suppress", suppress_small),
                 ("threshold", threshold), ("edgeitems", edgeitems), ("sign", sign), ("floatmode", floatmode)):
        if v is not None:
            opts[k] = v
    opts["linewidth"] -= len(suffix)
    a = asarray(a)
    if a.size == 0:
        return "[]"
    summarize = a.size > opts["threshold"]
    edge = opts["edgeitems"]
    v = _array_values(a, edge, summarize)
    data = _flatten(v, [])
    fmt = _format_function(a, data, opts)
    if a.ndim == 0:
        return fmt(v)
    if summarize:
        return _format_array(_expand_summary(v, edge, a.shape), a.ndim, fmt, opts["linewidth"],
                             " " + " " * len(prefix), separator, edge, "...")
    return _format_array(v, a.ndim, fmt, opts["linewidth"], " " + " " * len(prefix), separator, edge, "")


def _expand_summary(v, edge, shape):
    # The edges re-spaced so v[-i] indexes the trailing items.
    if not shape:
        return v
    items = [_expand_summary(x, edge, shape[1:]) for x in v]
    if shape[0] > 2 * edge:
        items = items[:edge] + [None] * (shape[0] - 2 * edge) + items[edge:]
    return items


def _implied_dtype(d):
    return d.name in ("float64", "int64", "bool")


def array_repr(arr, max_line_width=None, precision=None, suppress_small=None):
    arr = asarray(arr)
    width = _format_options["linewidth"] if max_line_width is None else max_line_width
    skipdtype = _implied_dtype(arr.dtype) and arr.size > 0
    prefix = "array("
    suffix = ")" if skipdtype else ","
    if arr.size > 0 or arr.shape == (0,):
        lst = array2string(arr, max_line_width, precision, suppress_small, ", ", prefix, suffix=suffix)
    else:
        lst = "[], shape=" + repr(arr.shape)
    arr_str = prefix + lst + suffix
    if skipdtype:
        return arr_str
    dtype_str = "dtype=" + arr.dtype.name + ")"
    last_line_len = len(arr_str) - (arr_str.rfind("\n") + 1)
    spacer = " "
    if last_line_len + len(dtype_str) + 1 > width:
        spacer = "\n" + " " * len(prefix)
    return arr_str + spacer + dtype_str


def array_str(a, max_line_width=None, precision=None, suppress_small=None):
    a = asarray(a)
    if a.ndim == 0:
        return str(_scalar(a._t))
    return array2string(a, max_line_width, precision, suppress_small, " ", "")


def format_float_positional(x, precision=None, unique=True, fractional=True, trim="k", sign=False,
                            pad_left=None, pad_right=None, min_digits=None):
    return _dragon4_positional(float(x), isinstance(x, float32), precision, min_digits or 0, trim, sign,
                               pad_left, pad_right)


def format_float_scientific(x, precision=None, unique=True, trim="k", sign=False, pad_left=None,
                            exp_digits=None, min_digits=None):
    return _dragon4_scientific(float(x), isinstance(x, float32), precision, min_digits or 0, trim, sign,
                               pad_left, exp_digits or 2)


ndarray.__repr__ = lambda self: array_repr(self)
ndarray.__str__ = lambda self: array_str(self)
)PY";

}  // namespace ts::py
