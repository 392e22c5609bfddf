// ===--- modules.cpp - native modules: math, sys; the module table -------=== //
// registerStdModules is the table of importable modules: native ones filled
// here, Python-source ones (stdlib_py.cpp) run by the evaluator. The torch
// bridge registers "torch" and its submodules through Interp::registerModule.
#include <vector>
#include <algorithm>
#include <cmath>
#include <cstring>
#include <numeric>

#include "python/bigint.h"
#include "python/builtins.h"
#include "python/eval.h"
#include "python/interpreter_impl.h"
#include "python/stdlib_py.h"

namespace ts::py {

double pythonTgamma(double x);  // math_gamma.cpp
double pythonLgamma(double x);  // math_gamma.cpp

namespace {

double num(Interp& in, const IValue& v) {
  if (v.isDouble()) return v.toDouble();
  if (isIntValue(v)) return intToDouble(in, v);
  IValue f;
  if (getAttrOpt(in, v, "__float__", f)) return call(in, f, {}).toDouble();
  in.raise(in.e.TypeError, "must be real number, not " + typeName(in, v));
}

double checkDomain(Interp& in, double r, double x) {
  if (std::isnan(r) && !std::isnan(x)) in.raise(in.e.ValueError, "math domain error");
  if (std::isinf(r) && std::isfinite(x)) in.raise(in.e.OverflowError, "math range error");
  return r;
}

template <double (*F)(double)>
IValue unary(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "math function", 1, 1);
  double x = num(in, a[0]);
  return IValue(checkDomain(in, F(x), x));
}

double dsqrt(double x) { return std::sqrt(x); }
double dexp(double x) { return std::exp(x); }
double dsin(double x) { return std::sin(x); }
double dcos(double x) { return std::cos(x); }
double dtan(double x) { return std::tan(x); }
double dasin(double x) { return std::asin(x); }
double dacos(double x) { return std::acos(x); }
double datan(double x) { return std::atan(x); }
double dsinh(double x) { return std::sinh(x); }
double dcosh(double x) { return std::cosh(x); }
double dtanh(double x) { return std::tanh(x); }
double dfabs(double x) { return std::fabs(x); }
double dlog2(double x) { return x <= 0 ? NAN : std::log2(x); }
double dlog10(double x) { return x <= 0 ? NAN : std::log10(x); }
double dlog1p(double x) { return x <= -1 ? NAN : std::log1p(x); }
double dexpm1(double x) { return std::expm1(x); }
double derf(double x) { return std::erf(x); }
double derfc(double x) { return std::erfc(x); }
double dgamma(double x) { return pythonTgamma(x); }
double dlgamma(double x) { return pythonLgamma(x); }
double dasinh(double x) { return std::asinh(x); }
double dacosh(double x) { return x < 1 ? NAN : std::acosh(x); }
double datanh(double x) { return std::fabs(x) >= 1 ? NAN : std::atanh(x); }
double dexp2(double x) { return std::exp2(x); }
double dcbrt(double x) { return std::cbrt(x); }
double ddegrees(double x) { return x * 180.0 / M_PI; }
double dradians(double x) { return x * M_PI / 180.0; }

IValue mLog(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "log", 1, 2);
  auto ln = [&](const IValue& v) {
    if (isIntValue(v) && v.isPtr()) {
      if (intSign(v) <= 0) in.raise(in.e.ValueError, "math domain error");
      std::string bits = intToString(v, 2);
      size_t drop = bits.size() > 60 ? bits.size() - 60 : 0;
      double top = intToDouble(in, bigFromString(in, bits.substr(0, bits.size() - drop), 2));
      return std::log(top) + static_cast<double>(drop) * std::log(2.0);
    }
    double x = num(in, v);
    if (x <= 0) in.raise(in.e.ValueError, "math domain error");
    return std::log(x);
  };
  double r = ln(a[0]);
  if (a.n > 1) r /= ln(a[1]);
  return IValue(r);
}

IValue mFloorCeil(Interp& in, Args& a, bool floor) {
  checkArgs(in, a, floor ? "floor" : "ceil", 1, 1);
  if (isIntValue(a[0])) return a[0].isBool() ? IValue(static_cast<int64_t>(a[0].toBool())) : a[0];
  if (!a[0].isDouble()) {
    IValue m;
    if (getAttrOpt(in, a[0], floor ? "__floor__" : "__ceil__", m)) return call(in, m, {});
  }
  double x = num(in, a[0]);
  return intFromDouble(in, floor ? std::floor(x) : std::ceil(x));
}
IValue mFloor(Interp& in, Args& a, PyObject*) { return mFloorCeil(in, a, true); }
IValue mCeil(Interp& in, Args& a, PyObject*) { return mFloorCeil(in, a, false); }
IValue mTrunc(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "trunc", 1, 1);
  if (isIntValue(a[0])) return a[0];
  return intFromDouble(in, std::trunc(num(in, a[0])));
}

IValue mPow(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "pow", 2, 2);
  double x = num(in, a[0]), y = num(in, a[1]);
  if (x == 0 && y < 0) in.raise(in.e.ValueError, "math domain error");
  return IValue(checkDomain(in, std::pow(x, y), x + y));
}
IValue mLdexp(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "ldexp", 2, 2);
  if (!a[1].isInt() && !a[1].isBool()) in.raise(in.e.TypeError, "Expected an int as second argument to ldexp.");
  double x = num(in, a[0]);
  int64_t e = a[1].isBool() ? a[1].toBool() : a[1].toInt();
  double r = std::ldexp(x, static_cast<int>(std::clamp<int64_t>(e, -100000, 100000)));
  if (std::isinf(r) && std::isfinite(x)) in.raise(in.e.OverflowError, "math range error");
  return IValue(r);
}

IValue mNextafter(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "nextafter", 2, 2);
  return IValue(std::nextafter(num(in, a[0]), num(in, a[1])));
}

IValue mUlp(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "ulp", 1, 1);
  double x = std::fabs(num(in, a[0]));
  if (std::isnan(x) || std::isinf(x)) return IValue(x);
  double next = std::nextafter(x, INFINITY);
  if (std::isinf(next)) return IValue(x - std::nextafter(x, -INFINITY));
  return IValue(next - x);
}

IValue mRemainder(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "remainder", 2, 2);
  double x = num(in, a[0]), y = num(in, a[1]);
  return IValue(checkDomain(in, std::remainder(x, y), std::isnan(y) ? y : x));
}

/// dist(p, q): Euclidean distance of two points of the same dimension.
IValue mDist(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "dist", 2, 2);
  std::vector<double> p, q;
  forEachItem(in, a[0], [&](const IValue& v) { p.push_back(num(in, v)); });
  forEachItem(in, a[1], [&](const IValue& v) { q.push_back(num(in, v)); });
  if (p.size() != q.size()) in.raise(in.e.ValueError, "both points must have the same number of dimensions");
  double s = 0;
  for (size_t i = 0; i < p.size(); ++i) s = std::hypot(s, p[i] - q[i]);
  return IValue(s);
}

IValue mAtan2(Interp& in, Args& a, PyObject*) { checkArgs(in, a, "atan2", 2, 2); return IValue(std::atan2(num(in, a[0]), num(in, a[1]))); }
IValue mFmod(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "fmod", 2, 2);
  double y = num(in, a[1]);
  if (y == 0) in.raise(in.e.ValueError, "math domain error");
  return IValue(std::fmod(num(in, a[0]), y));
}
IValue mCopysign(Interp& in, Args& a, PyObject*) { checkArgs(in, a, "copysign", 2, 2); return IValue(std::copysign(num(in, a[0]), num(in, a[1]))); }
IValue mHypot(Interp& in, Args& a, PyObject*) {
  double s = 0;
  for (size_t i = 0; i < a.n; ++i) s = std::hypot(s, num(in, a[i]));
  return IValue(s);
}
IValue mIsnan(Interp& in, Args& a, PyObject*) { checkArgs(in, a, "isnan", 1, 1); return IValue(std::isnan(num(in, a[0]))); }
IValue mIsinf(Interp& in, Args& a, PyObject*) { checkArgs(in, a, "isinf", 1, 1); return IValue(std::isinf(num(in, a[0]))); }
IValue mIsfinite(Interp& in, Args& a, PyObject*) { checkArgs(in, a, "isfinite", 1, 1); return IValue(std::isfinite(num(in, a[0]))); }
IValue mIsclose(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "isclose", 2, 2);
  double x = num(in, a[0]), y = num(in, a[1]);
  double rel = a.kwarg("rel_tol") ? num(in, *a.kwarg("rel_tol")) : 1e-9;
  double abs_tol = a.kwarg("abs_tol") ? num(in, *a.kwarg("abs_tol")) : 0.0;
  if (x == y) return IValue(true);
  if (std::isinf(x) || std::isinf(y)) return IValue(false);
  double d = std::fabs(x - y);
  return IValue(d <= std::fabs(rel * y) || d <= std::fabs(rel * x) || d <= abs_tol);
}

IValue mGcd(Interp& in, Args& a, PyObject*) {
  IValue g(int64_t{0});
  for (size_t i = 0; i < a.n; ++i) {
    IValue x = a[i], y = g;
    if (intSign(x) < 0) x = intNegate(in, x);
    while (intSign(x) != 0) {
      IValue t = intBinary(in, BinOp::Mod, y, x);
      y = x;
      x = t;
    }
    g = y;
  }
  return g;
}

IValue mLcm(Interp& in, Args& a, PyObject*) {
  IValue l(int64_t{1});
  for (size_t i = 0; i < a.n; ++i) {
    if (!isIntValue(a[i])) in.raise(in.e.TypeError, "'" + typeName(in, a[i]) + "' object cannot be interpreted as an integer");
    IValue x = a[i];
    if (intSign(x) < 0) x = intNegate(in, x);
    if (intSign(x) == 0 || intSign(l) == 0) {
      l = IValue(int64_t{0});
      continue;
    }
    Args pair;
    IValue both[2] = {l, x};
    pair.pos = both;
    pair.n = 2;
    IValue g = mGcd(in, pair, nullptr);
    l = intBinary(in, BinOp::Mul, intBinary(in, BinOp::FloorDiv, l, g), x);
  }
  return l;
}

IValue mFactorial(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "factorial", 1, 1);
  if (!isIntValue(a[0])) in.raise(in.e.TypeError, "'" + typeName(in, a[0]) + "' object cannot be interpreted as an integer");
  int64_t n = toIndex(in, a[0]);
  if (n < 0) in.raise(in.e.ValueError, "factorial() not defined for negative values");
  IValue r(int64_t{1});
  for (int64_t i = 2; i <= n; ++i) r = intBinary(in, BinOp::Mul, r, IValue(i));
  return r;
}

IValue mComb(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "comb", 2, 2);
  int64_t n = toIndex(in, a[0]), k = toIndex(in, a[1]);
  if (n < 0 || k < 0) in.raise(in.e.ValueError, "n must be a non-negative integer");
  if (k > n) return IValue(int64_t{0});
  k = std::min(k, n - k);
  IValue r(int64_t{1});
  for (int64_t i = 1; i <= k; ++i) r = intBinary(in, BinOp::FloorDiv, intBinary(in, BinOp::Mul, r, IValue(n - k + i)), IValue(i));
  return r;
}

IValue mPerm(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "perm", 1, 2);
  int64_t n = toIndex(in, a[0]), k = a.n > 1 ? toIndex(in, a[1]) : n;
  if (k > n) return IValue(int64_t{0});
  IValue r(int64_t{1});
  for (int64_t i = 0; i < k; ++i) r = intBinary(in, BinOp::Mul, r, IValue(n - i));
  return r;
}

IValue mIsqrt(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "isqrt", 1, 1);
  if (intSign(a[0]) < 0) in.raise(in.e.ValueError, "isqrt() argument must be nonnegative");
  mpz_t x, r;
  mpz_init(x);
  mpz_init(r);
  if (a[0].isPtr()) mpz_set(x, asBig(a[0])->value);
  else mpz_set_si(x, toIndex(in, a[0]));
  mpz_sqrt(r, x);
  std::string s(mpz_sizeinbase(r, 10) + 2, '\0');
  mpz_get_str(s.data(), 10, r);
  mpz_clear(x);
  mpz_clear(r);
  s.resize(std::strlen(s.c_str()));
  return bigFromString(in, s, 10);
}

IValue mProd(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "prod", 1, 1);
  IValue acc = a.kwarg("start") ? *a.kwarg("start") : IValue(int64_t{1});
  forEachItem(in, a[0], [&](const IValue& x) { acc = binaryOp(in, BinOp::Mul, acc, x); });
  return acc;
}

IValue mFsum(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "fsum", 1, 1);
  // Shewchuk's exactly rounded sum (as CPython's msum).
  std::vector<double> partials;
  forEachItem(in, a[0], [&](const IValue& v) {
    double x = num(in, v);
    size_t i = 0;
    for (double y : partials) {
      if (std::fabs(x) < std::fabs(y)) std::swap(x, y);
      double hi = x + y, lo = y - (hi - x);
      if (lo != 0) partials[i++] = lo;
      x = hi;
    }
    partials.resize(i);
    partials.push_back(x);
  });
  double s = 0;
  for (double p : partials) s += p;
  return IValue(s);
}

IValue mModf(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "modf", 1, 1);
  double ip;
  double fp = std::modf(num(in, a[0]), &ip);
  return in.newTuple({IValue(fp), IValue(ip)});
}

IValue mFrexp(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "frexp", 1, 1);
  int e;
  double m = std::frexp(num(in, a[0]), &e);
  return in.newTuple({IValue(m), IValue(static_cast<int64_t>(e))});
}

void initMath(Interp& in, PyModule& m) {
  PyDict& d = *m.dict;
  auto fn = [&](const char* name, NativeFn f) { d.set(in, in.intern(name), in.native(name, f)); };
  fn("sqrt", unary<dsqrt>);
  fn("exp", unary<dexp>);
  fn("sin", unary<dsin>);
  fn("cos", unary<dcos>);
  fn("tan", unary<dtan>);
  fn("asin", unary<dasin>);
  fn("acos", unary<dacos>);
  fn("atan", unary<datan>);
  fn("sinh", unary<dsinh>);
  fn("cosh", unary<dcosh>);
  fn("tanh", unary<dtanh>);
  fn("fabs", unary<dfabs>);
  fn("log2", unary<dlog2>);
  fn("log10", unary<dlog10>);
  fn("log1p", unary<dlog1p>);
  fn("expm1", unary<dexpm1>);
  fn("erf", unary<derf>);
  fn("erfc", unary<derfc>);
  fn("gamma", unary<dgamma>);
  fn("lgamma", unary<dlgamma>);
  fn("degrees", unary<ddegrees>);
  fn("radians", unary<dradians>);
  fn("log", mLog);
  fn("floor", mFloor);
  fn("ceil", mCeil);
  fn("trunc", mTrunc);
  fn("pow", mPow);
  fn("atan2", mAtan2);
  fn("asinh", unary<dasinh>);
  fn("acosh", unary<dacosh>);
  fn("atanh", unary<datanh>);
  fn("exp2", unary<dexp2>);
  fn("cbrt", unary<dcbrt>);
  fn("ldexp", mLdexp);
  fn("nextafter", mNextafter);
  fn("ulp", mUlp);
  fn("remainder", mRemainder);
  fn("dist", mDist);
  fn("fmod", mFmod);
  fn("copysign", mCopysign);
  fn("hypot", mHypot);
  fn("isnan", mIsnan);
  fn("isinf", mIsinf);
  fn("isfinite", mIsfinite);
  fn("isclose", mIsclose);
  fn("gcd", mGcd);
  fn("lcm", mLcm);
  fn("factorial", mFactorial);
  fn("comb", mComb);
  fn("perm", mPerm);
  fn("isqrt", mIsqrt);
  fn("prod", mProd);
  fn("fsum", mFsum);
  fn("modf", mModf);
  fn("frexp", mFrexp);
  d.set(in, in.intern("pi"), IValue(M_PI));
  d.set(in, in.intern("e"), IValue(M_E));
  d.set(in, in.intern("tau"), IValue(2 * M_PI));
  d.set(in, in.intern("inf"), IValue(INFINITY));
  d.set(in, in.intern("nan"), IValue(NAN));
}

// ---- sys ------------------------------------------------------------------ //

IValue streamWrite(Interp& in, Args& a, PyObject* self) {
  checkArgs(in, a, "write", 1, 1);
  const std::string& s = strArg(in, a[0], "write() argument");
  auto* nf = static_cast<NativeFunction*>(self);
  (nf->data.toInt() == 2 ? in.err : in.out) << s;
  return IValue(utf8Length(s));
}

IValue streamFlush(Interp& in, Args&, PyObject* self) {
  auto* nf = static_cast<NativeFunction*>(self);
  (nf->data.toInt() == 2 ? in.err : in.out).flush();
  return IValue();
}

IValue sysExit(Interp& in, Args& a, PyObject*) { in.raiseArgs(in.e.SystemExit, std::vector<IValue>(a.pos, a.pos + a.n)); }
IValue sysGetrecursionlimit(Interp& in, Args&, PyObject*) { return IValue(static_cast<int64_t>(in.recursion_limit)); }
IValue sysSetrecursionlimit(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "setrecursionlimit", 1, 1);
  // The C++ stack bounds the depth this evaluator can reach.
  in.recursion_limit = static_cast<int>(std::clamp<int64_t>(toIndex(in, a[0]), 1, 6000));
  return IValue();
}

// Note [Int string limit] (bigint.cpp).
IValue sysGetIntMaxStrDigits(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "get_int_max_str_digits", 0, 0);
  return IValue(in.int_max_str_digits);
}
IValue sysSetIntMaxStrDigits(Interp& in, Args& a, PyObject*) {
  IValue* kw = a.kwarg("maxdigits");
  if (a.n + (kw ? 1 : 0) != 1)
    in.raise(in.e.TypeError, a.n + (kw ? 1 : 0) == 0
                                 ? "set_int_max_str_digits() missing required argument 'maxdigits' (pos 1)"
                                 : "set_int_max_str_digits() takes at most 1 argument (" +
                                       std::to_string(a.n + (kw ? 1 : 0)) + " given)");
  int64_t n = toIndex(in, kw ? *kw : a[0]);
  if (n != 0 && n < 640) in.raise(in.e.ValueError, "maxdigits must be 0 or larger than 640");
  in.int_max_str_digits = n;
  return IValue();
}

/// (filename, lineno, line) of the frame `level` callers above the caller.
IValue callerInfo(Interp& in, Args& a, PyObject*) {
  int64_t level = a.n ? toIndex(in, a[0]) : 1;
  Frame* f = in.top;
  for (int64_t i = 0; i < level && f; ++i) f = f->back;
  if (!f || !f->stmt || !f->stmt->source) return in.newTuple({IValue("sys"), IValue(int64_t{1}), IValue("")});
  const Source& src = *f->stmt->source;
  uint32_t line = src.lineOf(f->stmt->start);
  uint32_t b = src.lineStart(line), e = src.lineStart(line + 1);
  std::string text = src.text().substr(b, e - b);
  while (!text.empty() && (text.back() == '\n' || text.back() == '\r')) text.pop_back();
  return in.newTuple({IValue(src.filename()), IValue(static_cast<int64_t>(line)), IValue(text)});
}

/// The module (its globals' __name__) of the frame `level` callers above
/// the caller: what CPython code reads as sys._getframe(level).f_globals["__name__"].
IValue callerModule(Interp& in, Args& a, PyObject*) {
  int64_t level = a.n ? toIndex(in, a[0]) : 1;
  Frame* f = in.top;
  for (int64_t i = 0; i < level && f; ++i) f = f->back;
  return IValue(frameModuleName(in, f));
}

IValue bGlobals(Interp& in, Args&, PyObject*) {
  Frame* f = in.top;
  while (f && f->ns) f = f->back;
  if (!f) in.raise(in.e.RuntimeError, "globals(): no current frame");
  return box(f->globals);
}

/// __import__(name, globals=None, locals=None, fromlist=(), level=0): the
/// top package for `import a.b`, the module itself with a fromlist.
IValue bImport(Interp& in, Args& a, PyObject*) {
  IValue fromlist;
  for (size_t i = 0; i < a.nkw; ++i)
    if (a.kw[i].name.toStr() == "fromlist") fromlist = a.kw[i].value;
  if (a.n < 1 || !a[0].isStr()) in.raise(in.e.TypeError, "__import__() argument 1 must be str");
  if (a.n > 3) fromlist = a[3];
  const std::string& name = a[0].toStr();
  if (name.empty()) in.raise(in.e.ValueError, "Empty module name");
  IValue mod = in.importModule(name);
  if (truthy(in, fromlist) || name.find('.') == std::string::npos) return mod;
  return in.importModule(name.substr(0, name.find('.')));
}

const char* kImportlib = R"PY(
def import_module(name, package=None):
    if name.startswith("."):
        if not package:
            raise TypeError("the 'package' argument is required to perform a relative import for " + repr(name))
        level = len(name) - len(name.lstrip("."))
        name = package.rsplit(".", level - 1)[0] + "." + name[level:]
    return __import__(name, fromlist=["*"])

def reload(module):
    return module

def invalidate_caches():
    pass
)PY";

const char* kImportlibUtil = R"PY(
import sys

class ModuleSpec:
    def __init__(self, name):
        self.name = name
        self.origin = "built-in"
        self.parent = name.rpartition(".")[0]
    def __repr__(self):
        return f"ModuleSpec(name={self.name!r}, loader=None, origin={self.origin!r})"

def find_spec(name, package=None):
    if name in sys.modules:
        return ModuleSpec(name)
    try:
        __import__(name)
    except ModuleNotFoundError:
        return None
    return ModuleSpec(name)
)PY";

// sys.float_info / sys.int_info: CPython's struct sequences; sys.intern (tuples with named
// fields and a `sys.NAME(field=value, ...)` repr).
const char* kSysInfoPy = R"PY(
def _structseq(qualname, names, values):
    class _Info(tuple):
        __slots__ = ()
        n_fields = n_sequence_fields = len(names)
        n_unnamed_fields = 0
        def __repr__(self):
            return qualname + "(" + ", ".join(n + "=" + repr(v) for n, v in zip(names, self)) + ")"
        def __reduce__(self):
            return (type(self), (tuple(self),))
    for i, n in enumerate(names):
        setattr(_Info, n, property(lambda self, i=i: self[i]))
    _Info.__name__ = _Info.__qualname__ = qualname.rpartition(".")[2]
    _Info.__module__ = "sys"
    return _Info(values)

float_info = _structseq("sys.float_info",
    ("max", "max_exp", "max_10_exp", "min", "min_exp", "min_10_exp", "dig", "mant_dig", "epsilon", "radix", "rounds"),
    (1.7976931348623157e+308, 1024, 308, 2.2250738585072014e-308, -1021, -307, 15, 53, 2.220446049250313e-16, 2, 1))
int_info = _structseq("sys.int_info",
    ("bits_per_digit", "sizeof_digit", "default_max_str_digits", "str_digits_check_threshold"),
    (30, 4, 4300, 640))
del _structseq


def intern(string):
    if not isinstance(string, str):
        raise TypeError(f"intern() argument must be str, not {type(string).__name__}")
    return string
)PY";

void initSys(Interp& in, PyModule& m) {
  PyDict& d = *m.dict;
  auto stream = [&](const char* name, int fd) {
    Ref<PyModule> s(new PyModule(in.t.module, name));
    s->dict = in.newDict();
    s->dict->set(in, in.intern("write"), in.native("write", streamWrite, IValue(static_cast<int64_t>(fd))));
    s->dict->set(in, in.intern("flush"), in.native("flush", streamFlush, IValue(static_cast<int64_t>(fd))));
    d.set(in, in.intern(name), box(s.get()));
  };
  stream("stdout", 1);
  stream("stderr", 2);
  // The originals, as CPython keeps them (print() writes to in.out directly while sys.stdout is this one).
  d.set(in, in.intern("__stdout__"), *d.findStr(in, in.intern("stdout"), hashStr("stdout")));
  d.set(in, in.intern("__stderr__"), *d.findStr(in, in.intern("stderr"), hashStr("stderr")));
  d.set(in, in.intern("exit"), in.native("exit", sysExit));
  d.set(in, in.intern("getrecursionlimit"), in.native("getrecursionlimit", sysGetrecursionlimit));
  d.set(in, in.intern("setrecursionlimit"), in.native("setrecursionlimit", sysSetrecursionlimit));
  d.set(in, in.intern("get_int_max_str_digits"), in.native("get_int_max_str_digits", sysGetIntMaxStrDigits));
  d.set(in, in.intern("set_int_max_str_digits"), in.native("set_int_max_str_digits", sysSetIntMaxStrDigits));
  d.set(in, in.intern("_caller"), in.native("_caller", callerInfo));
  d.set(in, in.intern("_caller_module"), in.native("_caller_module", callerModule));
  d.set(in, in.intern("exc_info"), in.native("exc_info", sysExcInfo));
  d.set(in, in.intern("maxsize"), IValue(INT64_MAX));
  d.set(in, in.intern("platform"), IValue("linux"));
  d.set(in, in.intern("version_info"), in.newTuple({IValue(int64_t{3}), IValue(int64_t{11}), IValue(int64_t{7})}));
  d.set(in, in.intern("version"), IValue("3.11.7"));
  d.set(in, in.intern("byteorder"), IValue("little"));
  d.set(in, in.intern("modules"), box(in.modules.get()));
  d.set(in, in.intern("argv"), in.newList());
  d.set(in, in.intern("path"), in.newList());
  runSourceModule(in, m, "sys", kSysInfoPy);
}

}  // namespace

void registerOsModules(Interp& in);  // stdlib_os.cpp
void addSlotWrappers(Interp& in);    // slot_wrappers.cpp
void registerEvalBuiltins(Interp& in);  // eval_exec.cpp
void registerReModule(Interp& in);       // stdlib_re.cpp
void registerInspectModule(Interp& in);  // stdlib_inspect.cpp
void registerGcModule(Interp& in);       // stdlib_gc.cpp
void registerPickleNativeModule(Interp& in);  // stdlib_pickle_native.cpp
void registerUnicodedataModule(Interp& in);  // stdlib_unicodedata.cpp
void registerHashlibModule(Interp& in);  // stdlib_hashlib.cpp
void registerStructModule(Interp& in);   // stdlib_struct.cpp
void registerDatetimeModule(Interp& in);  // stdlib_datetime.cpp
void registerWeakrefModule(Interp& in);   // stdlib_weakref.cpp

/// The builtins module is the interpreter's builtins namespace itself, so
/// `builtins.len is len` and names set on it are seen by every module.
void initBuiltinsModule(Interp& in, PyModule& m) {
  in.builtins->set(in, in.n.name_, IValue("builtins"));
  m.dict = in.builtins;
}

void registerStdModules(Interp& in) {
  in.builtins->set(in, in.intern("globals"), in.native("globals", bGlobals));
  in.registerModule("builtins", initBuiltinsModule);
  in.registerModule("math", initMath);
  in.registerModule("sys", initSys);
  in.builtins->set(in, in.intern("__import__"), in.native("__import__", bImport));
  in.registerModule("importlib", [](Interp& i, PyModule& m) { runSourceModule(i, m, m.name, kImportlib); });
  in.registerModule("importlib.util", [](Interp& i, PyModule& m) { runSourceModule(i, m, m.name, kImportlibUtil); });
  registerOsModules(in);
  addSlotWrappers(in);
  registerEvalBuiltins(in);
  registerReModule(in);
  registerInspectModule(in);
  registerGcModule(in);
  registerPickleNativeModule(in);
  registerUnicodedataModule(in);
  registerHashlibModule(in);
  registerStructModule(in);
  registerDatetimeModule(in);
  registerWeakrefModule(in);
  registerTracebackModule(in);
  for (const StdSource& s : stdSources()) {
    in.registerModule(s.name, [](Interp& i, PyModule& m) {
      for (const StdSource& src : stdSources())
        if (src.name == m.name) runSourceModule(i, m, m.name, src.text);
    });
  }
}

}  // namespace ts::py
