// ===--- stdlib_numeric_py.cpp - fractions and cmath ----------------------=== //
// fractions.Fraction as CPython 3.11's fractions.py defines it (exact
// rational arithmetic on Python ints, the same reprs, hashes and errors);
// cmath on the complex type, with CPython's branch cuts for the common
// functions.

namespace ts::py {

const char* kFractionsSource = R"PY(
import math as _math
import numbers as _numbers
import sys as _sys

_PyHASH_MODULUS = (1 << 61) - 1
_PyHASH_INF = 314159


def _parse(s):
    """(numerator, denominator) of a Fraction literal, or None."""
    s = s.strip().replace("_", "")
    if not s:
        return None
    sign = 1
    if s[0] in "+-":
        sign = -1 if s[0] == "-" else 1
        s = s[1:]
    if "/" in s:
        num, _, den = s.partition("/")
        num, den = num.strip(), den.strip()
        if not num.isdigit() or not den.isdigit() or not num.isascii() or not den.isascii():
            return None
        return sign * int(num), int(den)
    exp = 0
    lower = s.lower()
    if "e" in lower:
        lower, _, e = lower.partition("e")
        if e[:1] in "+-" and e[1:].isdigit():
            exp = int(e)
        elif e.isdigit():
            exp = int(e)
        else:
            return None
    whole, dot, frac = lower.partition(".")
    if not (whole or frac) or (whole and not whole.isdigit()) or (frac and not frac.isdigit()):
        return None
    num = int(whole + frac) if (whole + frac) else 0
    den = 10 ** len(frac)
    if exp >= 0:
        num *= 10 ** exp
    else:
        den *= 10 ** -exp
    return sign * num, den


class Fraction(_numbers.Rational):
    __slots__ = ("_numerator", "_denominator")

    def __new__(cls, numerator=0, denominator=None, *, _normalize=True):
        self = object.__new__(cls)
        if denominator is None:
            if type(numerator) is int or isinstance(numerator, int):
                self._numerator = int(numerator)
                self._denominator = 1
                return self
            if isinstance(numerator, Fraction):
                self._numerator = numerator._numerator
                self._denominator = numerator._denominator
                return self
            if isinstance(numerator, float):
                self._numerator, self._denominator = numerator.as_integer_ratio()
                return self
            if isinstance(numerator, str):
                parsed = _parse(numerator)
                if parsed is None:
                    raise ValueError("Invalid literal for Fraction: %r" % numerator)
                numerator, denominator = parsed
            elif hasattr(numerator, "as_integer_ratio") and not isinstance(numerator, (bool,)):
                self._numerator, self._denominator = numerator.as_integer_ratio()
                return self
            elif hasattr(numerator, "numerator") and hasattr(numerator, "denominator"):
                self._numerator, self._denominator = numerator.numerator, numerator.denominator
                return self
            else:
                raise TypeError("argument should be a string or a Rational instance")
        elif isinstance(numerator, int) and isinstance(denominator, int):
            numerator, denominator = int(numerator), int(denominator)
        elif isinstance(numerator, (int, Fraction)) and isinstance(denominator, (int, Fraction)):
            n1, d1 = Fraction(numerator).as_integer_ratio()
            n2, d2 = Fraction(denominator).as_integer_ratio()
            numerator, denominator = n1 * d2, d1 * n2
        else:
            raise TypeError("both arguments should be Rational instances")
        if denominator == 0:
            raise ZeroDivisionError("Fraction(%s, 0)" % numerator)
        if _normalize:
            g = _math.gcd(numerator, denominator)
            if denominator < 0:
                g = -g
            numerator //= g
            denominator //= g
        self._numerator = numerator
        self._denominator = denominator
        return self

    @classmethod
    def from_float(cls, f):
        if isinstance(f, int):
            return cls(f)
        if not isinstance(f, float):
            raise TypeError("%s.from_float() only takes floats, not %r (%s)" % (cls.__name__, f, type(f).__name__))
        if _math.isnan(f) or _math.isinf(f):
            raise (ValueError if _math.isnan(f) else OverflowError)("cannot convert %s to integer ratio" % f)
        return cls(*f.as_integer_ratio())

    @classmethod
    def from_decimal(cls, dec):
        return cls(*dec.as_integer_ratio())

    def as_integer_ratio(self):
        return (self._numerator, self._denominator)

    def limit_denominator(self, max_denominator=1000000):
        if max_denominator < 1:
            raise ValueError("max_denominator should be at least 1")
        if self._denominator <= max_denominator:
            return Fraction(self)
        p0, q0, p1, q1 = 0, 1, 1, 0
        n, d = self._numerator, self._denominator
        while True:
            a = n // d
            q2 = q0 + a * q1
            if q2 > max_denominator:
                break
            p0, q0, p1, q1 = p1, q1, p0 + a * p1, q2
            n, d = d, n - a * d
        k = (max_denominator - q0) // q1
        if 2 * d * (q0 + k * q1) <= self._denominator:
            return Fraction(p1, q1, _normalize=False)
        return Fraction(p0 + k * p1, q0 + k * q1, _normalize=False)

    @property
    def numerator(a):
        return a._numerator

    @property
    def denominator(a):
        return a._denominator

    def __repr__(self):
        return "%s(%s, %s)" % (self.__class__.__name__, self._numerator, self._denominator)

    def __str__(self):
        if self._denominator == 1:
            return str(self._numerator)
        return "%s/%s" % (self._numerator, self._denominator)

    def _operands(self, other):
        """other as (numerator, denominator), or a float/complex, or None."""
        if isinstance(other, Fraction):
            return other._numerator, other._denominator
        if isinstance(other, int):
            return int(other), 1
        return None

    def _arith(self, other, op, reverse):
        pair = self._operands(other)
        if pair is not None:
            a, b = (pair, (self._numerator, self._denominator)) if reverse else ((self._numerator, self._denominator), pair)
            return op(a[0], a[1], b[0], b[1])
        if isinstance(other, float):
            x = float(self)
            return _FLOAT_OPS[op](other, x) if reverse else _FLOAT_OPS[op](x, other)
        if isinstance(other, complex):
            x = complex(float(self))
            return _FLOAT_OPS[op](other, x) if reverse else _FLOAT_OPS[op](x, other)
        return NotImplemented

    def __add__(a, b):
        return a._arith(b, _add, False)

    def __radd__(b, a):
        return b._arith(a, _add, True)

    def __sub__(a, b):
        return a._arith(b, _sub, False)

    def __rsub__(b, a):
        return b._arith(a, _sub, True)

    def __mul__(a, b):
        return a._arith(b, _mul, False)

    def __rmul__(b, a):
        return b._arith(a, _mul, True)

    def __truediv__(a, b):
        return a._arith(b, _div, False)

    def __rtruediv__(b, a):
        return b._arith(a, _div, True)

    def __floordiv__(a, b):
        return a._arith(b, _floordiv, False)

    def __rfloordiv__(b, a):
        return b._arith(a, _floordiv, True)

    def __mod__(a, b):
        return a._arith(b, _mod, False)

    def __rmod__(b, a):
        return b._arith(a, _mod, True)

    def __divmod__(a, b):
        return a._arith(b, _divmod, False)

    def __rdivmod__(b, a):
        return b._arith(a, _divmod, True)

    def __pow__(a, b):
        if isinstance(b, int) or (isinstance(b, Fraction) and b._denominator == 1):
            power = int(b) if isinstance(b, int) else b._numerator
            if power >= 0:
                return Fraction(a._numerator ** power, a._denominator ** power, _normalize=False)
            if a._numerator >= 0:
                return Fraction(a._denominator ** -power, a._numerator ** -power)
            return Fraction((-a._denominator) ** -power, (-a._numerator) ** -power)
        if isinstance(b, (float, complex, Fraction)):
            return float(a) ** (float(b) if isinstance(b, Fraction) else b)
        return NotImplemented

    def __rpow__(b, a):
        if b._denominator == 1 and b._numerator >= 0:
            return a ** b._numerator
        if isinstance(a, int):
            return Fraction(a, 1) ** b if b._denominator == 1 else a ** float(b)
        return a ** float(b)

    def __pos__(a):
        return Fraction(a._numerator, a._denominator, _normalize=False)

    def __neg__(a):
        return Fraction(-a._numerator, a._denominator, _normalize=False)

    def __abs__(a):
        return Fraction(abs(a._numerator), a._denominator, _normalize=False)

    def __int__(a):
        if a._numerator < 0:
            return -(-a._numerator // a._denominator)
        return a._numerator // a._denominator

    __trunc__ = __int__

    def __index__(a):
        raise TypeError("'Fraction' object cannot be interpreted as an integer")

    def __float__(a):
        return a._numerator / a._denominator

    def __floor__(a):
        return a._numerator // a._denominator

    def __ceil__(a):
        return -(-a._numerator // a._denominator)

    def __round__(self, ndigits=None):
        if ndigits is None:
            floor, remainder = divmod(self._numerator, self._denominator)
            if remainder * 2 < self._denominator:
                return floor
            if remainder * 2 > self._denominator:
                return floor + 1
            return floor if floor % 2 == 0 else floor + 1
        shift = 10 ** abs(ndigits)
        if ndigits > 0:
            return Fraction(round(self * shift), shift)
        return Fraction(round(self / shift) * shift)

    def __hash__(self):
        try:
            dinv = pow(self._denominator, -1, _PyHASH_MODULUS)
        except ValueError:
            hash_ = _PyHASH_INF
        else:
            hash_ = hash(hash(abs(self._numerator)) * dinv)
        result = hash_ if self._numerator >= 0 else -hash_
        return -2 if result == -1 else result

    def __eq__(a, b):
        if isinstance(b, Fraction):
            return a._numerator == b._numerator and a._denominator == b._denominator
        if isinstance(b, int):
            return a._numerator == b and a._denominator == 1
        if isinstance(b, complex):
            return b.imag == 0 and a == b.real
        if isinstance(b, float):
            if _math.isnan(b) or _math.isinf(b):
                return 0.0 == b
            return a == a.from_float(b)
        return NotImplemented

    def _richcmp(self, other, op):
        if isinstance(other, (int, Fraction)):
            n, d = (other, 1) if isinstance(other, int) else (other._numerator, other._denominator)
            return op(self._numerator * d, self._denominator * n)
        if isinstance(other, float):
            if _math.isnan(other) or _math.isinf(other):
                return op(0.0, other)
            return self._richcmp(self.from_float(other), op)
        return NotImplemented

    def __lt__(a, b):
        return a._richcmp(b, lambda x, y: x < y)

    def __gt__(a, b):
        return a._richcmp(b, lambda x, y: x > y)

    def __le__(a, b):
        return a._richcmp(b, lambda x, y: x <= y)

    def __ge__(a, b):
        return a._richcmp(b, lambda x, y: x >= y)

    def __bool__(a):
        return a._numerator != 0

    def __reduce__(self):
        return (self.__class__, (self._numerator, self._denominator))

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self


def _add(na, da, nb, db):
    g = _math.gcd(da, db)
    if g == 1:
        return Fraction(na * db + da * nb, da * db, _normalize=False)
    s = da // g
    t = na * (db // g) + nb * s
    g2 = _math.gcd(t, g)
    if g2 == 1:
        return Fraction(t, s * db, _normalize=False)
    return Fraction(t // g2, s * (db // g2), _normalize=False)


def _sub(na, da, nb, db):
    return _add(na, da, -nb, db)


def _mul(na, da, nb, db):
    g1 = _math.gcd(na, db)
    if g1 > 1:
        na //= g1
        db //= g1
    g2 = _math.gcd(nb, da)
    if g2 > 1:
        nb //= g2
        da //= g2
    return Fraction(na * nb, db * da, _normalize=False)


def _div(na, da, nb, db):
    if nb == 0:
        raise ZeroDivisionError("Fraction(%s, 0)" % (na * db))
    return Fraction(na * db, da * nb)


def _floordiv(na, da, nb, db):
    return (na * db) // (da * nb)


def _mod(na, da, nb, db):
    n, d = na * db, nb * da
    return Fraction(n % d, da * db)


def _divmod(na, da, nb, db):
    n, d = na * db, nb * da
    q, r = divmod(n, d)
    return q, Fraction(r, da * db)


_FLOAT_OPS = {
    _add: lambda x, y: x + y, _sub: lambda x, y: x - y, _mul: lambda x, y: x * y, _div: lambda x, y: x / y,
    _floordiv: lambda x, y: x // y, _mod: lambda x, y: x % y, _divmod: lambda x, y: divmod(x, y),
}
)PY";

}  // namespace ts::py

namespace ts::py {

// Note [cmath algorithms]: CPython's cmathmodule.c computes each function
// with its own formulas (scaled sqrt, log1p near the unit circle, the
// inverse functions through sqrt and asinh/atan2), not the C library's
// complex functions; the same formulas here give the same bits for finite
// arguments. Infinities and nans follow the formulas, not CPython's
// special-value tables.
const char* kCmathSource = R"PY(
import math as _m

pi = _m.pi
e = _m.e
tau = _m.tau
inf = _m.inf
nan = _m.nan
infj = complex(0.0, _m.inf)
nanj = complex(0.0, _m.nan)

_DBL_MIN = 2.2250738585072014e-308
_LARGE = 1.7976931348623157e308 / 4.0
_LOG_LARGE = _m.log(_LARGE)
_LN2 = 0.6931471805599453
_LN10 = 2.302585092994046


def _c(z):
    if isinstance(z, complex):
        return z
    if isinstance(z, (int, float)):
        return complex(float(z), 0.0)
    if hasattr(type(z), "__complex__"):
        return z.__complex__()
    if hasattr(type(z), "__float__"):
        return complex(z.__float__(), 0.0)
    raise TypeError("must be real number, not %s" % type(z).__name__)


def _finite(z):
    return _m.isfinite(z.real) and _m.isfinite(z.imag)


def _check(r, z):
    if _finite(z) and not _finite(r):
        if _m.isnan(r.real) or _m.isnan(r.imag):
            raise ValueError("math domain error")
        raise OverflowError("math range error")
    return r


def phase(z):
    z = _c(z)
    return _m.atan2(z.imag, z.real)


def polar(z):
    z = _c(z)
    r = _m.hypot(z.real, z.imag)
    if _m.isinf(r) and _finite(z):
        raise OverflowError("math range error")
    return r, _m.atan2(z.imag, z.real)


def rect(r, phi):
    r, phi = float(r), float(phi)
    if r == 0.0 and _m.isfinite(phi):
        return complex(0.0, 0.0 * phi)
    return complex(r * _m.cos(phi), r * _m.sin(phi))


def sqrt(z):
    z = _c(z)
    if z.real == 0.0 and z.imag == 0.0:
        return complex(0.0, z.imag)
    ax, ay = abs(z.real), abs(z.imag)
    if ax < _DBL_MIN and ay < _DBL_MIN:
        ax = _m.ldexp(ax, 53)
        s = _m.ldexp(_m.sqrt(ax + _m.hypot(ax, _m.ldexp(ay, 53))), -27)
    else:
        ax /= 8.0
        s = 2.0 * _m.sqrt(ax + _m.hypot(ax, ay / 8.0))
    d = ay / (2.0 * s)
    if z.real >= 0.0:
        return complex(s, _m.copysign(d, z.imag))
    return complex(d, _m.copysign(s, z.imag))


def exp(z):
    z = _c(z)
    if z.real > _LOG_LARGE:
        l = _m.exp(z.real - 1.0)
        r = complex(l * _m.cos(z.imag) * _m.e, l * _m.sin(z.imag) * _m.e)
    else:
        l = _m.exp(z.real)
        r = complex(l * _m.cos(z.imag), l * _m.sin(z.imag))
    return _check(r, z)


def _log(z):
    ax, ay = abs(z.real), abs(z.imag)
    if ax > _LARGE or ay > _LARGE:
        real = _m.log(_m.hypot(ax / 2.0, ay / 2.0)) + _LN2
    elif ax < _DBL_MIN and ay < _DBL_MIN:
        if ax > 0.0 or ay > 0.0:
            real = _m.log(_m.hypot(_m.ldexp(ax, 53), _m.ldexp(ay, 53))) - 53 * _LN2
        else:
            raise ValueError("math domain error")
    else:
        h = _m.hypot(ax, ay)
        if 0.71 <= h <= 1.73:
            am, an = (ax, ay) if ax > ay else (ay, ax)
            real = _m.log1p((am - 1) * (am + 1) + an * an) / 2.0
        else:
            real = _m.log(h)
    return complex(real, _m.atan2(z.imag, z.real))


def _quot(a, b):
    # CPython's _Py_c_quot (Smith's method).
    abs_breal = abs(b.real)
    abs_bimag = abs(b.imag)
    if abs_breal >= abs_bimag:
        if abs_breal == 0.0:
            raise ZeroDivisionError("complex division by zero")
        ratio = b.imag / b.real
        denom = b.real + b.imag * ratio
        return complex((a.real + a.imag * ratio) / denom, (a.imag - a.real * ratio) / denom)
    ratio = b.real / b.imag
    denom = b.real * ratio + b.imag
    return complex((a.real * ratio + a.imag) / denom, (a.imag * ratio - a.real) / denom)


def log(x, base=None):
    r = _log(_c(x))
    if base is not None:
        r = _quot(r, _log(_c(base)))
    return r


def log10(z):
    r = _log(_c(z))
    return complex(r.real / _LN10, r.imag / _LN10)


def sinh(z):
    z = _c(z)
    if abs(z.real) > _LOG_LARGE:
        x_minus_1 = z.real - _m.copysign(1.0, z.real)
        r = complex(_m.cos(z.imag) * _m.sinh(x_minus_1) * _m.e, _m.sin(z.imag) * _m.cosh(x_minus_1) * _m.e)
    else:
        r = complex(_m.cos(z.imag) * _m.sinh(z.real), _m.sin(z.imag) * _m.cosh(z.real))
    return _check(r, z)


def cosh(z):
    z = _c(z)
    if abs(z.real) > _LOG_LARGE:
        x_minus_1 = z.real - _m.copysign(1.0, z.real)
        r = complex(_m.cos(z.imag) * _m.cosh(x_minus_1) * _m.e, _m.sin(z.imag) * _m.sinh(x_minus_1) * _m.e)
    else:
        r = complex(_m.cos(z.imag) * _m.cosh(z.real), _m.sin(z.imag) * _m.sinh(z.real))
    return _check(r, z)


def tanh(z):
    z = _c(z)
    if abs(z.real) > _LOG_LARGE:
        return complex(_m.copysign(1.0, z.real),
                       4.0 * _m.sin(z.imag) * _m.cos(z.imag) * _m.exp(-2.0 * abs(z.real)))
    tx = _m.tanh(z.real)
    ty = _m.tan(z.imag)
    cx = 1.0 / _m.cosh(z.real)
    txty = tx * ty
    denom = 1.0 + txty * txty
    return complex(tx * (1.0 + ty * ty) / denom, ((ty / denom) * cx) * cx)


def sin(z):
    z = _c(z)
    s = sinh(complex(-z.imag, z.real))
    return complex(s.imag, -s.real)


def cos(z):
    z = _c(z)
    return cosh(complex(-z.imag, z.real))


def tan(z):
    z = _c(z)
    s = tanh(complex(-z.imag, z.real))
    return complex(s.imag, -s.real)


def asinh(z):
    z = _c(z)
    if abs(z.real) > _LARGE or abs(z.imag) > _LARGE:
        if z.imag >= 0:
            real = _m.log(_m.hypot(z.real / 2.0, z.imag / 2.0)) + _LN2 * 2.0
        else:
            real = -(_m.log(_m.hypot(z.real / 2.0, z.imag / 2.0)) + _LN2 * 2.0)
        return complex(_m.copysign(abs(real), z.real), _m.atan2(z.imag, abs(z.real)))
    s1 = sqrt(complex(1.0 + z.imag, -z.real))
    s2 = sqrt(complex(1.0 - z.imag, z.real))
    return complex(_m.asinh(s1.real * s2.imag - s2.real * s1.imag),
                   _m.atan2(z.imag, s1.real * s2.real - s1.imag * s2.imag))


def asin(z):
    z = _c(z)
    s = asinh(complex(-z.imag, z.real))
    return complex(s.imag, -s.real)


def acos(z):
    z = _c(z)
    if abs(z.real) > _LARGE or abs(z.imag) > _LARGE:
        real = _m.atan2(abs(z.imag), z.real)
        if z.real < 0:
            imag = -_m.copysign(_m.log(_m.hypot(z.real / 2.0, z.imag / 2.0)) + _LN2 * 2.0, z.imag)
        else:
            imag = _m.copysign(_m.log(_m.hypot(z.real / 2.0, z.imag / 2.0)) + _LN2 * 2.0, -z.imag)
        return complex(real, imag)
    s1 = sqrt(complex(1.0 - z.real, -z.imag))
    s2 = sqrt(complex(1.0 + z.real, z.imag))
    return complex(2.0 * _m.atan2(s1.real, s2.real), _m.asinh(s2.real * s1.imag - s2.imag * s1.real))


def acosh(z):
    z = _c(z)
    if abs(z.real) > _LARGE or abs(z.imag) > _LARGE:
        return complex(_m.log(_m.hypot(z.real / 2.0, z.imag / 2.0)) + _LN2 * 2.0, _m.atan2(z.imag, z.real))
    s1 = sqrt(complex(z.real - 1.0, z.imag))
    s2 = sqrt(complex(z.real + 1.0, z.imag))
    return complex(_m.asinh(s1.real * s2.real + s1.imag * s2.imag), 2.0 * _m.atan2(s1.imag, s2.real))


def atanh(z):
    z = _c(z)
    if z.real < 0.0:
        r = atanh(complex(-z.real, -z.imag))
        return complex(-r.real, -r.imag)
    ay = abs(z.imag)
    if z.real > 1.3407807929942596e154 or ay > 1.3407807929942596e154:
        h = _m.hypot(z.real / 2.0, z.imag / 2.0)
        return complex(z.real / 4.0 / h / h, -_m.copysign(_m.pi / 2.0, -z.imag))
    if z.real == 1.0 and ay < 1.4916681462400413e-154:
        if ay == 0.0:
            raise ValueError("math domain error")
        return complex(-_m.log(_m.sqrt(ay) / _m.sqrt(_m.hypot(ay, 2.0))),
                       _m.copysign(_m.atan2(2.0, -ay) / 2.0, z.imag))
    return complex(_m.log1p(4.0 * z.real / ((1 - z.real) * (1 - z.real) + ay * ay)) / 4.0,
                   -_m.atan2(-2.0 * z.imag, (1 - z.real) * (1 + z.real) - ay * ay) / 2.0)


def atan(z):
    z = _c(z)
    s = atanh(complex(-z.imag, z.real))
    return complex(s.imag, -s.real)


def isfinite(z):
    return _finite(_c(z))


def isnan(z):
    z = _c(z)
    return _m.isnan(z.real) or _m.isnan(z.imag)


def isinf(z):
    z = _c(z)
    return _m.isinf(z.real) or _m.isinf(z.imag)


def isclose(a, b, *, rel_tol=1e-09, abs_tol=0.0):
    a, b = _c(a), _c(b)
    if rel_tol < 0.0 or abs_tol < 0.0:
        raise ValueError("tolerances must be non-negative")
    if a == b:
        return True
    if isinf(a) or isinf(b):
        return False
    diff = abs(a - b)
    return diff <= rel_tol * abs(b) or diff <= rel_tol * abs(a) or diff <= abs_tol
)PY";

}  // namespace ts::py
