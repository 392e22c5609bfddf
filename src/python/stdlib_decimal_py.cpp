// ===--- stdlib_decimal_py.cpp - the decimal module (common subset) -------=== //
// Decimal as sign, coefficient digits and exponent, with the General
// Decimal Arithmetic rules CPython's _pydecimal follows: exact results
// rounded once to the context's precision by its rounding mode,
// quantize/_rescale, correctly rounded division and sqrt, to-sci-string
// for str(), and the C implementation's error messages (a signal class
// carrying the list of conditions). Not covered: the exponent limits
// (Emin/Emax, subnormals), traps other than the default ones, flags,
// logarithms and exponentials.

namespace ts::py {

const char* kDecimalSource = R"PY(
import math as _math
from collections import namedtuple as _namedtuple

ROUND_DOWN = "ROUND_DOWN"
ROUND_HALF_UP = "ROUND_HALF_UP"
ROUND_HALF_EVEN = "ROUND_HALF_EVEN"
ROUND_CEILING = "ROUND_CEILING"
ROUND_FLOOR = "ROUND_FLOOR"
ROUND_UP = "ROUND_UP"
ROUND_HALF_DOWN = "ROUND_HALF_DOWN"
ROUND_05UP = "ROUND_05UP"
MAX_PREC = 999999999999999999
MAX_EMAX = 999999999999999999
MIN_EMIN = -999999999999999999
HAVE_THREADS = True
HAVE_CONTEXTVAR = True

DecimalTuple = _namedtuple("DecimalTuple", "sign digits exponent")


class DecimalException(ArithmeticError):
    pass


class Clamped(DecimalException):
    pass


class InvalidOperation(DecimalException):
    pass


class ConversionSyntax(InvalidOperation):
    pass


class DivisionByZero(DecimalException, ZeroDivisionError):
    pass


class DivisionImpossible(InvalidOperation):
    pass


class DivisionUndefined(InvalidOperation, ZeroDivisionError):
    pass


class Inexact(DecimalException):
    pass


class InvalidContext(InvalidOperation):
    pass


class Rounded(DecimalException):
    pass


class Subnormal(DecimalException):
    pass


class Overflow(Inexact, Rounded):
    pass


class Underflow(Inexact, Rounded, Subnormal):
    pass


class FloatOperation(DecimalException, TypeError):
    pass


def _signal(signal, condition=None):
    raise signal("[<class 'decimal.%s'>]" % (condition or signal).__name__)


class Context:
    def __init__(self, prec=None, rounding=None, Emin=None, Emax=None, capitals=None, clamp=None, flags=None,
                 traps=None):
        self.prec = 28 if prec is None else prec
        self.rounding = ROUND_HALF_EVEN if rounding is None else rounding
        self.Emin = -999999 if Emin is None else Emin
        self.Emax = 999999 if Emax is None else Emax
        self.capitals = 1 if capitals is None else capitals
        self.clamp = 0 if clamp is None else clamp
        self.flags = {}
        self.traps = {}

    def __setattr__(self, name, value):
        if name == "prec" and (not isinstance(value, int) or value < 1):
            if not isinstance(value, int):
                raise TypeError("an integer is required")
            raise ValueError("valid range for prec is [1, MAX_PREC]")
        if name == "rounding" and value not in _ROUNDINGS:
            raise TypeError("valid values for rounding are:\n  [ROUND_CEILING, ROUND_FLOOR, ROUND_UP, ROUND_DOWN,\n"
                            "   ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN,\n   ROUND_05UP]")
        object.__setattr__(self, name, value)

    def copy(self):
        return Context(self.prec, self.rounding, self.Emin, self.Emax, self.capitals, self.clamp)

    __copy__ = copy

    def __repr__(self):
        return ("Context(prec=%d, rounding=%s, Emin=%d, Emax=%d, capitals=%d, clamp=%d, flags=[], "
                "traps=[InvalidOperation, DivisionByZero, Overflow])"
                % (self.prec, self.rounding, self.Emin, self.Emax, self.capitals, self.clamp))

    def create_decimal(self, num="0"):
        return Decimal(num)._fix(self)

    def clear_flags(self):
        pass

    def clear_traps(self):
        pass

    def add(self, a, b):
        return _conv(a).__add__(b, self)

    def subtract(self, a, b):
        return _conv(a).__sub__(b, self)

    def multiply(self, a, b):
        return _conv(a).__mul__(b, self)

    def divide(self, a, b):
        return _conv(a).__truediv__(b, self)

    def sqrt(self, a):
        return _conv(a).sqrt(self)

    def plus(self, a):
        return _conv(a)._fix(self)

    def quantize(self, a, b):
        return _conv(a).quantize(b, context=self)


_ROUNDINGS = (ROUND_DOWN, ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_CEILING, ROUND_FLOOR, ROUND_UP, ROUND_HALF_DOWN,
              ROUND_05UP)
DefaultContext = Context()
BasicContext = Context(prec=9, rounding=ROUND_HALF_UP)
ExtendedContext = Context(prec=9, rounding=ROUND_HALF_EVEN)
_current = Context()


def getcontext():
    return _current


def setcontext(context):
    global _current
    if context in (DefaultContext, BasicContext, ExtendedContext):
        context = context.copy()
    _current = context


class _LocalContext:
    def __init__(self, ctx, kwargs):
        self.new = (ctx or getcontext()).copy()
        for k, v in kwargs.items():
            setattr(self.new, k, v)

    def __enter__(self):
        self.saved = getcontext()
        setcontext(self.new)
        return self.new

    def __exit__(self, *exc):
        setcontext(self.saved)


def localcontext(ctx=None, **kwargs):
    return _LocalContext(ctx, kwargs)


def _all_zeros(s, i):
    return s[i:].strip("0") == ""


def _exact_half(s, i):
    return s[i:i + 1] == "5" and _all_zeros(s, i + 1)


def _round_down(d, prec):
    return 0 if _all_zeros(d._int, prec) else -1


def _round_up(d, prec):
    return -_round_down(d, prec)


def _round_half_up(d, prec):
    if d._int[prec:prec + 1] in ("5", "6", "7", "8", "9"):
        return 1
    return 0 if _all_zeros(d._int, prec) else -1


def _round_half_down(d, prec):
    return -1 if _exact_half(d._int, prec) else _round_half_up(d, prec)


def _round_half_even(d, prec):
    if _exact_half(d._int, prec) and (prec == 0 or d._int[prec - 1] in "02468"):
        return -1
    return _round_half_up(d, prec)


def _round_ceiling(d, prec):
    return _round_down(d, prec) if d._sign else -_round_down(d, prec)


def _round_floor(d, prec):
    return -_round_down(d, prec) if d._sign else _round_down(d, prec)


def _round_05up(d, prec):
    if prec and d._int[prec - 1] not in "05":
        return _round_down(d, prec)
    return -_round_down(d, prec)


_ROUNDERS = {ROUND_DOWN: _round_down, ROUND_UP: _round_up, ROUND_HALF_UP: _round_half_up,
             ROUND_HALF_DOWN: _round_half_down, ROUND_HALF_EVEN: _round_half_even, ROUND_CEILING: _round_ceiling,
             ROUND_FLOOR: _round_floor, ROUND_05UP: _round_05up}


def _triple(sign, coeff, exp, special=False):
    d = object.__new__(Decimal)
    d._sign, d._int, d._exp, d._is_special = sign, coeff, exp, special
    return d


def _conv(other, raise_type=True):
    if isinstance(other, Decimal):
        return other
    if isinstance(other, int):
        return Decimal(other)
    if raise_type:
        raise TypeError("conversion from %s to Decimal is not supported" % type(other).__name__)
    return NotImplemented


def _parse(s):
    t = s.strip().replace("_", "").lower()
    sign = 0
    if t[:1] in ("+", "-"):
        sign = 1 if t[0] == "-" else 0
        t = t[1:]
    if t in ("inf", "infinity"):
        return _triple(sign, "0", "F", True)
    if t in ("nan", "snan") or (t.startswith("nan") and t[3:].isdigit()):
        return _triple(sign, "", "n", True)
    exp = 0
    if "e" in t:
        t, _, e = t.partition("e")
        if not e or not (e.lstrip("+-").isdigit()) or e.count("-") + e.count("+") > 1 or (e[0] not in "+-0123456789"):
            return None
        exp = int(e)
    whole, _, frac = t.partition(".")
    if not (whole + frac) or not (whole + frac).isdigit() or not (whole + frac).isascii():
        return None
    digits = (whole + frac).lstrip("0") or "0"
    return _triple(sign, digits, exp - len(frac))


class Decimal:
    __slots__ = ("_sign", "_int", "_exp", "_is_special")

    def __new__(cls, value="0", context=None):
        if isinstance(value, Decimal):
            return _triple(value._sign, value._int, value._exp, value._is_special)
        if isinstance(value, bool) or isinstance(value, int):
            v = int(value)
            return _triple(1 if v < 0 else 0, str(abs(v)), 0)
        if isinstance(value, str):
            d = _parse(value)
            if d is None:
                _signal(InvalidOperation, ConversionSyntax)
            return d
        if isinstance(value, float):
            return Decimal.from_float(value)
        if isinstance(value, (tuple, list)):
            sign, digits, exp = value
            coeff = "".join(str(x) for x in digits).lstrip("0") or "0"
            if exp in ("F", "n", "N"):
                return _triple(sign, "0" if exp == "F" else coeff, exp, True)
            return _triple(sign, coeff, exp)
        raise TypeError("conversion from %s to Decimal is not supported" % type(value).__name__)

    @classmethod
    def from_float(cls, f):
        if isinstance(f, int):
            return cls(f)
        if _math.isinf(f):
            return _triple(1 if f < 0 else 0, "0", "F", True)
        if _math.isnan(f):
            return _triple(0, "", "n", True)
        sign = 1 if _math.copysign(1.0, f) < 0 else 0
        n, d = abs(f).as_integer_ratio()
        k = d.bit_length() - 1
        return _triple(sign, str(n * 5 ** k), -k)

    # ---- properties -----------------------------------------------------
    def is_nan(self):
        return self._exp in ("n", "N")

    def is_infinite(self):
        return self._exp == "F"

    def is_finite(self):
        return not self._is_special

    def is_zero(self):
        return not self._is_special and self._int == "0"

    def is_signed(self):
        return self._sign == 1

    def adjusted(self):
        return self._exp + len(self._int) - 1 if not self._is_special else 0

    def as_tuple(self):
        if self.is_nan():
            return DecimalTuple(self._sign, tuple(int(c) for c in self._int), "n")
        if self.is_infinite():
            return DecimalTuple(self._sign, (0,), "F")
        return DecimalTuple(self._sign, tuple(int(c) for c in self._int), self._exp)

    def as_integer_ratio(self):
        if self._is_special:
            raise (ValueError if self.is_nan() else OverflowError)("cannot convert %s to integer ratio" %
                                                                   ("NaN" if self.is_nan() else "Infinity"))
        n = int(self._int)
        if self._exp >= 0:
            n, d = n * 10 ** self._exp, 1
        else:
            d = 10 ** -self._exp
            g = _math.gcd(n, d)
            n, d = n // g, d // g
        return (-n if self._sign else n), d

    # ---- conversions ----------------------------------------------------
    def __str__(self, eng=False, context=None):
        sign = "-" if self._sign else ""
        if self._is_special:
            return sign + ("Infinity" if self._exp == "F" else "NaN" + (self._int if self._int != "0" else ""))
        leftdigits = self._exp + len(self._int)
        if self._exp <= 0 and leftdigits > -6:
            dotplace = leftdigits
        elif not eng:
            dotplace = 1
        elif self._int == "0":
            dotplace = (leftdigits + 1) % 3 - 1
        else:
            dotplace = (leftdigits - 1) % 3 + 1
        if dotplace <= 0:
            intpart = "0"
            fracpart = "." + "0" * (-dotplace) + self._int
        elif dotplace >= len(self._int):
            intpart = self._int + "0" * (dotplace - len(self._int))
            fracpart = ""
        else:
            intpart = self._int[:dotplace]
            fracpart = "." + self._int[dotplace:]
        exp = "" if leftdigits == dotplace else "E%+d" % (leftdigits - dotplace)
        return sign + intpart + fracpart + exp

    def to_eng_string(self, context=None):
        return self.__str__(eng=True)

    def __repr__(self):
        return "Decimal('%s')" % str(self)

    def __float__(self):
        if self.is_nan():
            return float("-nan" if self._sign else "nan")
        return float(str(self))

    def __int__(self):
        if self._is_special:
            if self.is_nan():
                raise ValueError("cannot convert NaN to integer")
            raise OverflowError("cannot convert Infinity to integer")
        s = -1 if self._sign else 1
        if self._exp >= 0:
            return s * int(self._int) * 10 ** self._exp
        return s * int(self._int[:self._exp] or "0")

    __trunc__ = __int__

    def __bool__(self):
        return self._is_special or self._int != "0"

    def __hash__(self):
        if self._is_special:
            if self.is_nan():
                return object.__hash__(self)
            return -314159 if self._sign else 314159
        n, d = self.as_integer_ratio()
        return hash(n) if d == 1 else hash(_FractionHash(n, d))

    # ---- rounding -------------------------------------------------------
    def _fix(self, context=None):
        context = context or getcontext()
        if self._is_special:
            return self
        prec = context.prec
        exp_min = len(self._int) + self._exp - prec
        if exp_min <= self._exp:
            return self
        return self._round_to(exp_min, context.rounding, prec)

    def _round_to(self, exp, rounding, prec=None):
        d = self
        digits = len(d._int) + d._exp - exp
        if digits < 0:
            d = _triple(d._sign, "1", exp - 1)
            digits = 0
        changed = _ROUNDERS[rounding](d, digits)
        coeff = d._int[:digits] or "0"
        if changed == 1:
            coeff = str(int(coeff) + 1)
            if prec is not None and len(coeff) > prec:
                coeff = coeff[:-1]
                exp += 1
        return _triple(d._sign, coeff.lstrip("0") or "0", exp)

    def _rescale(self, exp, rounding):
        if self._int == "0":
            return _triple(self._sign, "0", exp)
        if self._exp >= exp:
            return _triple(self._sign, self._int + "0" * (self._exp - exp), exp)
        return self._round_to(exp, rounding)

    def quantize(self, exp, rounding=None, context=None):
        exp = _conv(exp)
        context = context or getcontext()
        rounding = rounding or context.rounding
        if self._is_special or exp._is_special:
            if self.is_infinite() and exp.is_infinite():
                return Decimal(self)
            _signal(InvalidOperation)
        if self._int != "0" and self.adjusted() - exp._exp + 1 > context.prec:
            _signal(InvalidOperation)
        ans = self._rescale(exp._exp, rounding)
        if len(ans._int) > context.prec:
            _signal(InvalidOperation)
        return ans

    def to_integral_value(self, rounding=None, context=None):
        if self._is_special or self._exp >= 0:
            return Decimal(self)
        return self._rescale(0, rounding or (context or getcontext()).rounding)

    to_integral = to_integral_value

    def to_integral_exact(self, rounding=None, context=None):
        return self.to_integral_value(rounding, context)

    def normalize(self, context=None):
        d = self._fix(context)
        if d._is_special or d._int == "0":
            return _triple(d._sign, "0", 0) if not d._is_special else d
        coeff = d._int.rstrip("0")
        return _triple(d._sign, coeff, d._exp + len(d._int) - len(coeff))

    def __round__(self, n=None):
        if n is not None:
            return self.quantize(_triple(0, "1", -n))
        if self._is_special:
            raise (ValueError if self.is_nan() else OverflowError)(
                "cannot round a NaN" if self.is_nan() else "cannot round an infinity")
        return int(self._rescale(0, ROUND_HALF_EVEN))

    def __floor__(self):
        return int(self._rescale(0, ROUND_FLOOR))

    def __ceil__(self):
        return int(self._rescale(0, ROUND_CEILING))

    # ---- arithmetic -----------------------------------------------------
    def _nan_check(self, other):
        if self.is_nan() or other.is_nan():
            return _triple(0, "", "n", True)
        return None

    def __add__(self, other, context=None):
        other = _conv(other, False)
        if other is NotImplemented:
            return other
        context = context or getcontext()
        if self._is_special or other._is_special:
            return self._special_add(other)
        exp = min(self._exp, other._exp)
        a = int(self._int) * 10 ** (self._exp - exp) * (-1 if self._sign else 1)
        b = int(other._int) * 10 ** (other._exp - exp) * (-1 if other._sign else 1)
        s = a + b
        if s == 0:
            sign = 1 if (self._sign and other._sign) or (
                context.rounding == ROUND_FLOOR and self._sign != other._sign) else 0
            return _triple(sign, "0", exp)._fix(context)
        return _triple(1 if s < 0 else 0, str(abs(s)), exp)._fix(context)

    def _special_add(self, other):
        nan = self._nan_check(other)
        if nan is not None:
            return nan
        if self.is_infinite() and other.is_infinite() and self._sign != other._sign:
            _signal(InvalidOperation)
        return Decimal(self if self.is_infinite() else other)

    __radd__ = __add__

    def __sub__(self, other, context=None):
        other = _conv(other, False)
        if other is NotImplemented:
            return other
        return self.__add__(other.copy_negate(), context)

    def __rsub__(self, other, context=None):
        other = _conv(other, False)
        if other is NotImplemented:
            return other
        return other.__sub__(self, context)

    def __mul__(self, other, context=None):
        other = _conv(other, False)
        if other is NotImplemented:
            return other
        sign = self._sign ^ other._sign
        if self._is_special or other._is_special:
            nan = self._nan_check(other)
            if nan is not None:
                return nan
            if self.is_zero() or other.is_zero():
                _signal(InvalidOperation)
            return _triple(sign, "0", "F", True)
        return _triple(sign, str(int(self._int) * int(other._int)), self._exp + other._exp)._fix(context)

    __rmul__ = __mul__

    def __truediv__(self, other, context=None):
        other = _conv(other, False)
        if other is NotImplemented:
            return other
        context = context or getcontext()
        sign = self._sign ^ other._sign
        if self._is_special or other._is_special:
            nan = self._nan_check(other)
            if nan is not None:
                return nan
            if self.is_infinite() and other.is_infinite():
                _signal(InvalidOperation)
            if self.is_infinite():
                return _triple(sign, "0", "F", True)
            return _triple(sign, "0", 0)
        if other._int == "0":
            if self._int == "0":
                _signal(InvalidOperation, DivisionUndefined)
            _signal(DivisionByZero)
        if self._int == "0":
            return _triple(sign, "0", self._exp - other._exp)
        shift = len(other._int) - len(self._int) + context.prec + 1
        exp = self._exp - other._exp - shift
        if shift >= 0:
            coeff, remainder = divmod(int(self._int) * 10 ** shift, int(other._int))
        else:
            coeff, remainder = divmod(int(self._int), int(other._int) * 10 ** -shift)
        if remainder:
            if coeff % 5 == 0:
                coeff += 1
        else:
            ideal_exp = self._exp - other._exp
            while exp < ideal_exp and coeff % 10 == 0:
                coeff //= 10
                exp += 1
        return _triple(sign, str(coeff), exp)._fix(context)

    def __rtruediv__(self, other, context=None):
        other = _conv(other, False)
        if other is NotImplemented:
            return other
        return other.__truediv__(self, context)

    def _divide_int(self, other, context):
        if other.is_zero():
            if self.is_zero():
                _signal(InvalidOperation, DivisionUndefined)
            _signal(InvalidOperation if self._is_special else DivisionByZero)
        exp = min(self._exp, other._exp)
        a = int(self._int) * 10 ** (self._exp - exp)
        b = int(other._int) * 10 ** (other._exp - exp)
        q, r = divmod(a, b)
        if len(str(q)) > context.prec:
            _signal(InvalidOperation, DivisionImpossible)
        sign = self._sign ^ other._sign
        rem = _triple(self._sign, str(r), exp)
        return _triple(sign, str(q), 0), rem

    def __floordiv__(self, other, context=None):
        other = _conv(other, False)
        if other is NotImplemented:
            return other
        return self._divide_int(other, context or getcontext())[0]

    def __rfloordiv__(self, other):
        other = _conv(other, False)
        if other is NotImplemented:
            return other
        return other.__floordiv__(self)

    def __mod__(self, other, context=None):
        other = _conv(other, False)
        if other is NotImplemented:
            return other
        context = context or getcontext()
        if other.is_zero():
            _signal(InvalidOperation, DivisionUndefined if self.is_zero() else InvalidOperation)
        return self._divide_int(other, context)[1]._fix(context)

    def __rmod__(self, other):
        other = _conv(other, False)
        if other is NotImplemented:
            return other
        return other.__mod__(self)

    def __divmod__(self, other, context=None):
        other = _conv(other, False)
        if other is NotImplemented:
            return other
        q, r = self._divide_int(other, context or getcontext())
        return q, r._fix(context)

    def __pow__(self, other, modulo=None, context=None):
        other = _conv(other, False)
        if other is NotImplemented:
            return other
        context = context or getcontext()
        if other._exp != 0 and not other._is_special and other._int.rstrip("0") and other._exp < 0:
            n = int(other)
            if Decimal(n) != other:
                return Decimal(repr(float(self) ** float(other)))._fix(context)
        n = int(other)
        if n == 0:
            if self.is_zero():
                _signal(InvalidOperation)
            return _triple(0, "1", 0)
        if n < 0:
            with localcontext(context) as c:
                c.prec += 3
                inv = _triple(0, "1", 0).__truediv__(self.__pow__(Decimal(-n), context=c), c)
            return inv._fix(context)
        sign = self._sign if n % 2 else 0
        return _triple(sign, str(int(self._int) ** n), self._exp * n)._fix(context)

    def __rpow__(self, other):
        other = _conv(other, False)
        if other is NotImplemented:
            return other
        return other.__pow__(self)

    def __neg__(self, context=None):
        return self.copy_negate()._fix(context) if not self.is_zero() else _triple(0, "0", self._exp)._fix(context)

    def __pos__(self, context=None):
        return (self if not self.is_zero() else _triple(0, "0", self._exp))._fix(context)

    def __abs__(self, round=True, context=None):
        return self.copy_abs()._fix(context) if round else self.copy_abs()

    def copy_abs(self):
        return _triple(0, self._int, self._exp, self._is_special)

    def copy_negate(self):
        return _triple(1 - self._sign, self._int, self._exp, self._is_special)

    def copy_sign(self, other):
        return _triple(_conv(other)._sign, self._int, self._exp, self._is_special)

    def sqrt(self, context=None):
        context = context or getcontext()
        if self._is_special:
            if self.is_nan() or not self._sign:
                return Decimal(self)
            _signal(InvalidOperation)
        if self._int == "0":
            return _triple(self._sign, "0", self._exp >> 1)
        if self._sign:
            _signal(InvalidOperation)
        prec = context.prec + 1
        e = self._exp >> 1
        if self._exp & 1:
            c = int(self._int) * 10
            l = (len(self._int) >> 1) + 1
        else:
            c = int(self._int)
            l = (len(self._int) + 1) >> 1
        shift = prec - l
        if shift >= 0:
            c *= 100 ** shift
            exact = True
        else:
            c, remainder = divmod(c, 100 ** -shift)
            exact = not remainder
        e -= shift
        n = _math.isqrt(c)
        exact = exact and n * n == c
        if exact:
            if shift >= 0:
                n //= 10 ** shift
            else:
                n *= 10 ** -shift
            e += shift
        elif n % 5 == 0:
            n += 1
        c2 = context.copy()
        c2.rounding = ROUND_HALF_EVEN
        return _triple(0, str(n), e)._fix(c2)

    def max(self, other, context=None):
        other = _conv(other)
        return (self if self._cmp(other) >= 0 else other)._fix(context)

    def min(self, other, context=None):
        other = _conv(other)
        return (self if self._cmp(other) <= 0 else other)._fix(context)

    def compare(self, other, context=None):
        return Decimal(self._cmp(_conv(other)))

    def fma(self, other, third, context=None):
        product = _triple(self._sign ^ _conv(other)._sign, str(int(self._int) * int(_conv(other)._int)),
                          self._exp + _conv(other)._exp)
        return product.__add__(_conv(third), context)

    # ---- comparison -----------------------------------------------------
    def _cmp(self, other):
        if self._is_special or other._is_special:
            a = 0 if not self.is_infinite() else (-1 if self._sign else 1)
            b = 0 if not other.is_infinite() else (-1 if other._sign else 1)
            if a or b:
                if a == b:
                    return 0
                if a and b:
                    return -1 if a < b else 1
                return a if a else -b
        exp = min(self._exp, other._exp)
        x = int(self._int) * 10 ** (self._exp - exp) * (-1 if self._sign else 1)
        y = int(other._int) * 10 ** (other._exp - exp) * (-1 if other._sign else 1)
        return (x > y) - (x < y)

    def _coerce_cmp(self, other):
        if isinstance(other, (Decimal, int)):
            return _conv(other)
        if isinstance(other, float):
            return Decimal.from_float(other)
        return NotImplemented

    def __eq__(self, other):
        other = self._coerce_cmp(other)
        if other is NotImplemented:
            return other
        if self.is_nan() or other.is_nan():
            return False
        return self._cmp(other) == 0

    def __ne__(self, other):
        r = self.__eq__(other)
        return r if r is NotImplemented else not r

    def _order(self, other):
        other = self._coerce_cmp(other)
        if other is NotImplemented:
            return None
        if self.is_nan() or other.is_nan():
            _signal(InvalidOperation)
        return self._cmp(other)

    def __lt__(self, other):
        c = self._order(other)
        return NotImplemented if c is None else c < 0

    def __le__(self, other):
        c = self._order(other)
        return NotImplemented if c is None else c <= 0

    def __gt__(self, other):
        c = self._order(other)
        return NotImplemented if c is None else c > 0

    def __ge__(self, other):
        c = self._order(other)
        return NotImplemented if c is None else c >= 0

    def __reduce__(self):
        return (self.__class__, (str(self),))

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    # ---- formatting -----------------------------------------------------
    def __format__(self, spec, _localeconv=None):
        fill, align, sign, comma, prec, kind = _parse_spec(spec)
        if self._is_special:
            body = str(self.copy_abs())
        elif kind in ("f", "F", "%"):
            d = self if kind != "%" else _triple(self._sign, self._int, self._exp + 2)
            if prec is not None:
                d = d._rescale(-prec, getcontext().rounding)
            body = _plain(d)
            if kind == "%":
                body += "%"
        elif kind in ("e", "E"):
            d = self
            if prec is not None:
                d = d._rescale(d.adjusted() - prec, getcontext().rounding) if d._int != "0" else \
                    _triple(d._sign, "0", d._exp)
                if len(d._int) > prec + 1:
                    d = d._rescale(d._exp + 1, getcontext().rounding)
            digits = d._int
            mant = digits[0] + ("." + digits[1:] if len(digits) > 1 else "")
            if prec is not None and prec > len(digits) - 1:
                mant = digits[0] + "." + digits[1:] + "0" * (prec - len(digits) + 1) if prec else digits[0]
            body = mant + kind + "%+d" % (d._exp + len(digits) - 1)
        elif kind in ("g", "G") or kind is None:
            d = self
            if prec is not None:
                d = d._round_to(d._exp + len(d._int) - prec, getcontext().rounding, prec) if len(d._int) > prec else d
            body = str(d.copy_abs())
            if kind == "G":
                body = body.upper()
        else:
            raise ValueError("invalid format string")
        if comma:
            ip, dot, fp = body.partition(".")
            ip = "{:,}".format(int(ip)) if ip.isdigit() else ip
            body = ip + dot + fp
        neg = self._sign == 1
        head = "-" if neg else ("+" if sign == "+" else " " if sign == " " else "")
        return _pad(head, body, fill, align)

    def __complex__(self):
        return complex(float(self))


def _plain(d):
    """d's absolute value in positional notation."""
    s = d._int
    if d._exp >= 0:
        return s + "0" * d._exp
    k = -d._exp
    s = s.rjust(k + 1, "0")
    return s[:-k] + "." + s[-k:]


def _parse_spec(spec):
    fill, align, sign, comma, prec, kind = " ", None, "-", False, None, None
    i = 0
    if len(spec) >= 2 and spec[1] in "<>^=":
        fill, align, i = spec[0], spec[1], 2
    elif spec[:1] in ("<", ">", "^", "="):
        align, i = spec[0], 1
    if spec[i:i + 1] in ("+", "-", " "):
        sign = spec[i]
        i += 1
    if spec[i:i + 1] == "0":
        fill, align = "0", align or "="
        i += 1
    width = ""
    while i < len(spec) and spec[i].isdigit():
        width += spec[i]
        i += 1
    if spec[i:i + 1] in (",", "_"):
        comma = True
        i += 1
    if spec[i:i + 1] == ".":
        i += 1
        p = ""
        while i < len(spec) and spec[i].isdigit():
            p += spec[i]
            i += 1
        prec = int(p)
    if i < len(spec):
        kind = spec[i]
        i += 1
    if i != len(spec):
        raise ValueError("invalid format string")
    return fill, (align, int(width) if width else 0), sign, comma, prec, kind


def _pad(head, body, fill, align_width):
    align, width = align_width
    n = width - len(head) - len(body)
    if n <= 0:
        return head + body
    align = align or ">"
    if align == "<":
        return head + body + fill * n
    if align == "^":
        return fill * (n // 2) + head + body + fill * (n - n // 2)
    if align == "=":
        return head + fill * n + body
    return fill * n + head + body


_PyHASH_MODULUS = (1 << 61) - 1


class _FractionHash:
    def __init__(self, n, d):
        self.n, self.d = n, d

    def __hash__(self):
        dinv = pow(self.d, -1, _PyHASH_MODULUS) if self.d % _PyHASH_MODULUS else None
        if dinv is None:
            h = 314159
        else:
            h = hash(hash(abs(self.n)) * dinv)
        h = h if self.n >= 0 else -h
        return -2 if h == -1 else h
)PY";

}  // namespace ts::py
