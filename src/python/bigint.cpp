// ===--- bigint.cpp - arbitrary-precision int arithmetic ------------------=== //
// Fast paths stay in int64; anything that overflows goes through GMP, and
// results that fit are returned as plain Int again.
#include "python/bigint.h"

#include <cmath>
#include <cstring>

namespace ts::py {

namespace {

/// Loads an int value into an mpz.
void load(mpz_t out, const IValue& v) {
  if (v.isInt()) mpz_set_si(out, v.toInt());
  else if (v.isBool()) mpz_set_si(out, v.toBool());
  else mpz_set(out, static_cast<BigInt*>(asPy(v))->value);
}

/// RAII mpz temporary.
struct Mpz {
  mpz_t v;
  Mpz() { mpz_init(v); }
  explicit Mpz(const IValue& x) { mpz_init(v); load(v, x); }
  ~Mpz() { mpz_clear(v); }
  Mpz(const Mpz&) = delete;
  Mpz& operator=(const Mpz&) = delete;
};

IValue fromMpz(Interp& in, const mpz_t v) {
  if (mpz_fits_slong_p(v)) return IValue(static_cast<int64_t>(mpz_get_si(v)));
  auto* b = new BigInt(in.t.int_);
  mpz_set(b->value, v);
  return box(b);
}

int64_t toI64(const IValue& v) { return v.isBool() ? v.toBool() : v.toInt(); }

}  // namespace

BigInt::BigInt(PyType* t) : PyObject(t, kKind) { mpz_init(value); }
BigInt::~BigInt() { mpz_clear(value); }

IValue normalizeInt(Interp& in, Ref<BigInt> b) { return fromMpz(in, b->value); }

bool isIntValue(const IValue& v) {
  if (v.isInt() || v.isBool()) return true;
  return asPyT<BigInt>(v) != nullptr;
}

IValue bigFromString(Interp& in, const std::string& digits, int base) {
  Mpz m;
  if (mpz_set_str(m.v, digits.c_str(), base) != 0)
    in.raise(in.e.ValueError, "invalid literal for int() with base " + std::to_string(base) + ": '" + digits + "'");
  return fromMpz(in, m.v);
}

IValue intBinary(Interp& in, BinOp op, const IValue& a, const IValue& b) {
  bool small = !a.isPtr() && !b.isPtr();
  if (small) {
    int64_t x = toI64(a), y = toI64(b), r;
    switch (op) {
      case BinOp::Add: if (!__builtin_add_overflow(x, y, &r)) return IValue(r); break;
      case BinOp::Sub: if (!__builtin_sub_overflow(x, y, &r)) return IValue(r); break;
      case BinOp::Mul: if (!__builtin_mul_overflow(x, y, &r)) return IValue(r); break;
      case BinOp::And: return IValue(x & y);
      case BinOp::Or: return IValue(x | y);
      case BinOp::Xor: return IValue(x ^ y);
      case BinOp::FloorDiv: case BinOp::Mod:
        if (y == 0) in.raise(in.e.ZeroDivisionError, op == BinOp::Mod ? "integer modulo by zero" : "integer division or modulo by zero");
        if (x == INT64_MIN && y == -1) break;
        {
          int64_t q = x / y, m = x % y;
          if (m != 0 && ((m < 0) != (y < 0))) { q -= 1; m += y; }
          return IValue(op == BinOp::Mod ? m : q);
        }
      default: break;
    }
  }
  Mpz x(a), y(b), r;
  switch (op) {
    case BinOp::Add: mpz_add(r.v, x.v, y.v); break;
    case BinOp::Sub: mpz_sub(r.v, x.v, y.v); break;
    case BinOp::Mul: mpz_mul(r.v, x.v, y.v); break;
    case BinOp::And: mpz_and(r.v, x.v, y.v); break;
    case BinOp::Or: mpz_ior(r.v, x.v, y.v); break;
    case BinOp::Xor: mpz_xor(r.v, x.v, y.v); break;
    case BinOp::FloorDiv: case BinOp::Mod:
      if (mpz_sgn(y.v) == 0) in.raise(in.e.ZeroDivisionError, op == BinOp::Mod ? "integer modulo by zero" : "integer division or modulo by zero");
      if (op == BinOp::FloorDiv) mpz_fdiv_q(r.v, x.v, y.v);
      else mpz_fdiv_r(r.v, x.v, y.v);
      break;
    case BinOp::LShift: case BinOp::RShift: {
      if (mpz_sgn(y.v) < 0) in.raise(in.e.ValueError, "negative shift count");
      if (!mpz_fits_ulong_p(y.v) || mpz_get_ui(y.v) > (1ul << 26)) {
        if (op == BinOp::RShift) { mpz_set_si(r.v, mpz_sgn(x.v) < 0 ? -1 : 0); break; }
        in.raise(in.e.OverflowError, "too many digits in integer");
      }
      if (op == BinOp::LShift) mpz_mul_2exp(r.v, x.v, mpz_get_ui(y.v));
      else mpz_fdiv_q_2exp(r.v, x.v, mpz_get_ui(y.v));
      break;
    }
    case BinOp::Pow: {
      if (mpz_sgn(y.v) < 0) in.raise(in.e.ValueError, "negative power");  // caller handles floats
      if (!mpz_fits_ulong_p(y.v) || (mpz_cmpabs_ui(x.v, 1) > 0 && mpz_get_ui(y.v) > (1ul << 28)))
        in.raise(in.e.OverflowError, "exponent too large");
      mpz_pow_ui(r.v, x.v, mpz_get_ui(y.v));
      break;
    }
    default: in.raise(in.e.TypeError, "unsupported int operation");
  }
  return fromMpz(in, r.v);
}

IValue intNegate(Interp& in, const IValue& v) {
  if (!v.isPtr() && toI64(v) != INT64_MIN) return IValue(-toI64(v));
  Mpz x(v), r;
  mpz_neg(r.v, x.v);
  return fromMpz(in, r.v);
}

IValue intInvert(Interp& in, const IValue& v) {
  if (!v.isPtr()) return IValue(~toI64(v));
  Mpz x(v), r;
  mpz_com(r.v, x.v);
  return fromMpz(in, r.v);
}

int intCompare(const IValue& a, const IValue& b) {
  if (!a.isPtr() && !b.isPtr()) {
    int64_t x = toI64(a), y = toI64(b);
    return x < y ? -1 : x > y;
  }
  Mpz x(a), y(b);
  int c = mpz_cmp(x.v, y.v);
  return c < 0 ? -1 : c > 0;
}

int intCompareDouble(const IValue& a, double d) {
  if (std::isnan(d)) return 2;
  if (std::isinf(d)) return d > 0 ? -1 : 1;
  Mpz x(a);
  int c = mpz_cmp_d(x.v, d);
  if (c != 0) return c < 0 ? -1 : 1;
  double fl = std::floor(d);
  if (fl != d) return -1;  // x == floor(d) < d
  return 0;
}

// Note [Correctly rounded int division]: a / b for ints is the double
// nearest the exact quotient, as CPython's long_true_divide: operands that
// are exact doubles divide directly; otherwise 55-56 quotient bits are
// taken by integer division, the remainder folded into the lowest bit
// (sticky), and the int64 -> double conversion rounds half to even.
double intTrueDivide(Interp& in, const IValue& a, const IValue& b) {
  Mpz x(a), y(b);
  if (mpz_sgn(y.v) == 0) in.raise(in.e.ZeroDivisionError, "division by zero");
  bool neg = (mpz_sgn(x.v) < 0) != (mpz_sgn(y.v) < 0);
  mpz_abs(x.v, x.v);
  mpz_abs(y.v, y.v);
  if (mpz_sgn(x.v) == 0) return neg ? -0.0 : 0.0;
  long na = static_cast<long>(mpz_sizeinbase(x.v, 2)), nb = static_cast<long>(mpz_sizeinbase(y.v, 2));
  double r;
  if (na <= 53 && nb <= 53) {
    r = mpz_get_d(x.v) / mpz_get_d(y.v);
  } else {
    long diff = na - nb;
    if (diff > 1025) in.raise(in.e.OverflowError, "integer division result too large for a float");
    if (diff < -1100) return neg ? -0.0 : 0.0;
    long shift = 55 - diff;
    Mpz q, rem, scaled;
    if (shift >= 0) {
      mpz_mul_2exp(scaled.v, x.v, static_cast<mp_bitcnt_t>(shift));
      mpz_tdiv_qr(q.v, rem.v, scaled.v, y.v);
    } else {
      mpz_mul_2exp(scaled.v, y.v, static_cast<mp_bitcnt_t>(-shift));
      mpz_tdiv_qr(q.v, rem.v, x.v, scaled.v);
    }
    uint64_t m = mpz_get_ui(q.v);
    if (mpz_sgn(rem.v) != 0) m |= 1;
    r = std::ldexp(static_cast<double>(m), static_cast<int>(-shift));
    if (std::isinf(r)) in.raise(in.e.OverflowError, "integer division result too large for a float");
  }
  return neg ? -r : r;
}

double intToDouble(Interp& in, const IValue& v) {
  if (!v.isPtr()) return static_cast<double>(toI64(v));
  Mpz x(v);
  if (mpz_sizeinbase(x.v, 2) > 1024) in.raise(in.e.OverflowError, "int too large to convert to float");
  // Correct rounding: mpz_get_d truncates, so round via mpf-free method.
  size_t bits = mpz_sizeinbase(x.v, 2);
  if (bits <= 53) return mpz_get_d(x.v);
  Mpz t;
  size_t shift = bits - 54;  // keep 54 bits (one guard bit)
  mpz_tdiv_q_2exp(t.v, x.v, shift);
  bool sticky = mpz_scan1(x.v, 0) < shift;
  int64_t m = mpz_get_si(t.v);
  bool neg = m < 0;
  uint64_t um = neg ? -static_cast<uint64_t>(m) : m;
  if (mpz_sgn(x.v) < 0) {
    Mpz ax;
    mpz_abs(ax.v, x.v);
    Mpz q;
    mpz_tdiv_q_2exp(q.v, ax.v, shift);
    um = mpz_get_ui(q.v);
    sticky = mpz_scan1(ax.v, 0) < shift;
    neg = true;
  }
  // round half to even on the guard bit
  uint64_t keep = um >> 1;
  bool guard = um & 1;
  if (guard && (sticky || (keep & 1))) keep += 1;
  double r = std::ldexp(static_cast<double>(keep), static_cast<int>(shift + 1));
  if (std::isinf(r)) in.raise(in.e.OverflowError, "int too large to convert to float");
  return neg ? -r : r;
}

std::string intToString(const IValue& v, int base) {
  if (!v.isPtr() && base == 10) return std::to_string(toI64(v));
  Mpz x(v);
  std::string s(mpz_sizeinbase(x.v, base) + 2, '\0');
  mpz_get_str(s.data(), base, x.v);
  s.resize(std::strlen(s.c_str()));
  return s;
}

// Note [Int string limit]: CPython 3.11 bounds decimal int <-> str conversion
// (quadratic in the digit count, CVE-2020-10735) at sys.get_int_max_str_digits()
// digits, 4300 by default; bases that are powers of two are exempt. The sign does
// not count. Ints below 2**63 never reach the limit, so only BigInts are checked.
std::string intParseLimitMessage(Interp& in, size_t digits) {
  return "Exceeds the limit (" + std::to_string(in.int_max_str_digits) +
         " digits) for integer string conversion: value has " + std::to_string(digits) +
         " digits; use sys.set_int_max_str_digits() to increase the limit";
}

void checkIntParseDigits(Interp& in, size_t digits) {
  if (in.int_max_str_digits > 0 && static_cast<int64_t>(digits) > in.int_max_str_digits)
    in.raise(in.e.ValueError, intParseLimitMessage(in, digits));
}

std::string intToDecimal(Interp& in, const IValue& v) {
  if (!v.isPtr()) return std::to_string(toI64(v));
  int64_t limit = in.int_max_str_digits;
  Mpz x(v);
  auto tooMany = [&] {
    in.raise(in.e.ValueError, "Exceeds the limit (" + std::to_string(limit) +
                                  " digits) for integer string conversion; use sys.set_int_max_str_digits() to "
                                  "increase the limit");
  };
  // mpz_sizeinbase is exact or one too big: reject before converting.
  if (limit > 0 && static_cast<int64_t>(mpz_sizeinbase(x.v, 10)) > limit + 1) tooMany();
  std::string s = intToString(v, 10);
  if (limit > 0 && static_cast<int64_t>(s.size() - (s[0] == '-')) > limit) tooMany();
  return s;
}

int64_t intHash(const IValue& v) {
  constexpr uint64_t kModulus = (1ull << 61) - 1;
  if (!v.isPtr()) {
    int64_t x = toI64(v);
    if (x == -1) return -2;
    if (x >= -static_cast<int64_t>(kModulus) + 1 && x < static_cast<int64_t>(kModulus)) return x;
    uint64_t ax = x < 0 ? -static_cast<uint64_t>(x) : x;
    int64_t h = static_cast<int64_t>(ax % kModulus);
    if (x < 0) h = -h;
    return h == -1 ? -2 : h;
  }
  Mpz x(v), r;
  mpz_abs(r.v, x.v);
  mpz_fdiv_r_ui(r.v, r.v, kModulus);
  int64_t h = static_cast<int64_t>(mpz_get_ui(r.v));
  if (mpz_sgn(x.v) < 0) h = -h;
  return h == -1 ? -2 : h;
}

IValue intFromDouble(Interp& in, double d) {
  if (std::isnan(d)) in.raise(in.e.ValueError, "cannot convert float NaN to integer");
  if (std::isinf(d)) in.raise(in.e.OverflowError, "cannot convert float infinity to integer");
  double t = std::trunc(d);
  if (t >= -9.2e18 && t <= 9.2e18) return IValue(static_cast<int64_t>(t));
  Mpz r;
  mpz_set_d(r.v, t);
  return fromMpz(in, r.v);
}

int intSign(const IValue& v) {
  if (!v.isPtr()) {
    int64_t x = toI64(v);
    return x < 0 ? -1 : x > 0;
  }
  return mpz_sgn(asBig(v)->value);
}

}  // namespace ts::py
